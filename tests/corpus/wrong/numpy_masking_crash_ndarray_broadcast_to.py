# track: numpy
# exercise: masking
# why: mask_scores calls allowed.astype(bool).broadcast_to(scores.shape) as if broadcast_to were an array method like torch's Tensor.broadcast_to; NumPy arrays have no such method, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash

def mask_scores(scores, allowed):
    scores = np.asarray(scores); allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("bools or 0/1")
    visible = allowed.astype(bool).broadcast_to(scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
