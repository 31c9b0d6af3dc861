# track: numpy
# exercise: masking
# why: mask_scores validates a 0/1 mask with np.in1d(allowed, (0, 1)).all(), the membership test of older NumPy tutorials, which NumPy 2.4 removed, so every valid 0/1 integer mask raises AttributeError (bool masks skip the check and work)
# kind: crash
# diagnosis: crash


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.in1d(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
