# track: numpy
# exercise: masking
# why: mask_scores converts the mask with allowed.bool(), the PyTorch tensor method, on the NumPy array np.asarray handed back; ndarray has no bool method (only astype(bool)), so every valid call raises AttributeError, bool masks included
# kind: crash
# diagnosis: crash


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    visible = allowed.bool()
    try:
        visible = np.broadcast_to(visible, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
