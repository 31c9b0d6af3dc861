# track: numpy
# exercise: masking
# why: hides with out[~visible] = -inf without converting to bool: for 0/1 masks ~ gives -1/-2, read as row indices
# kind: pattern
# diagnosis: int-mask-inverted, fails-with-01-masks


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.copy()
    out[~visible] = -np.inf
    return out
