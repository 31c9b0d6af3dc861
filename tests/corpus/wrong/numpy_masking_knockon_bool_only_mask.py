# track: numpy
# exercise: masking
# why: mask_scores raises ValueError for any mask whose dtype is not bool, so valid 0/1 masks are rejected here and in attention and multi-head attention, which pass the caller's mask on
# kind: knockon
# diagnosis: fails-with-01-masks,error-on-valid

def mask_scores(scores, allowed):
    scores = np.asarray(scores); allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        raise ValueError("allowed must be a bool mask")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
