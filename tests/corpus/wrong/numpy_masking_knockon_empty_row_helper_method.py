# track: numpy
# exercise: masking
# why: mask_scores raises "if _has_empty_row(visible)", but the student's helper returns (~visible).all(axis=-1).any without calling it; a bound method is always truthy, so mask_scores raises ValueError on every valid mask (the empty-row error cases raise too, for the wrong reason)
# kind: knockon
# diagnosis: error-on-valid


def _has_empty_row(visible):
    return (~visible).all(axis=-1).any


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed does not broadcast to the scores' shape {scores.shape}") from err
    if _has_empty_row(visible):
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
