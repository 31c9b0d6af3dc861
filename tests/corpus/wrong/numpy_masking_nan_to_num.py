# track: numpy
# exercise: masking
# why: "cleans" the result with np.nan_to_num, which also replaces -inf, so hidden scores become the most negative finite float instead of -inf
# kind: relation
# diagnosis: mask-large-negative


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    return np.nan_to_num(out)
