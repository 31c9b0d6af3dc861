# track: numpy
# exercise: masking
# why: looks for empty rows with visible.any(axis=-2), i.e. keys no query sees, instead of queries that see no key
# kind: error-case
# diagnosis: error-not-raised, error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-2).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
