# track: numpy
# exercise: masking
# why: converts 0/1 masks with allowed.astype(np.bool8), an alias removed in NumPy 2, so every integer mask raises AttributeError while bool masks work
# kind: crash
# diagnosis: crash, fails-with-01-masks


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != np.bool_:
        if not np.isin(allowed, (0, 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        allowed = allowed.astype(np.bool8)
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
