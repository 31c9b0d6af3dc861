# track: numpy
# exercise: masking
# why: mask_scores raises "if _no_empty_rows(visible)", but the student's helper returns True when every row HAS a visible key, so the test is inverted: every valid mask raises ValueError and a mask with an empty row is returned with an all -inf row
# kind: knockon
# diagnosis: error-on-valid, error-not-raised


def _no_empty_rows(visible):
    return bool(visible.any(axis=-1).all())


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if _no_empty_rows(visible):
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
