# track: numpy
# exercise: masking
# why: tests that every query row has a visible key with np.alltrue(visible.any(axis=-1)), an alias from older NumPy tutorials that NumPy 2 removed, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not np.alltrue(visible.any(axis=-1)):
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
