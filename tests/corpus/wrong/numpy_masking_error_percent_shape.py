# track: numpy
# exercise: masking
# why: mask_scores builds its error message with "allowed has shape %s" % allowed.shape; a shape tuple of two or more axes is taken as several format arguments for one %s, so a mask that does not broadcast raises TypeError ("not all arguments converted") instead of ValueError
# kind: error
# diagnosis: error-not-valueerror

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError:
        raise ValueError("allowed has shape %s, which does not fit the scores" % allowed.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
