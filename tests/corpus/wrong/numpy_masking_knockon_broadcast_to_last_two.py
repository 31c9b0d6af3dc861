# track: numpy
# exercise: masking
# why: mask_scores broadcasts the mask to the scores' last two axes only, np.broadcast_to(allowed, scores.shape[-2:]) ("a mask is one (T, S) map"), and lets np.where spread it over the batch; a mask with its own batch or head axes cannot be broadcast to (T, S) and raises ValueError, so attention and multi-head attention fail on every batched or per-head mask
# kind: knockon
# diagnosis: error-on-valid,fails-with-head-mask

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape[-2:])
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} is not a (T, S) map for scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
