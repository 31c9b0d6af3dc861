# track: numpy
# exercise: masking
# why: mask_scores hides the keys with out[np.argwhere(~visible)] = -np.inf, taking np.argwhere for np.nonzero; argwhere returns one (N, ndim) index array, which indexes only the FIRST axis, so whole rows (or batch elements) named by any coordinate of a hidden pair are set to -inf, and an IndexError is raised whenever a coordinate exceeds the first axis (a key index >= T, or T >= B with batch axes)
# kind: crash
# diagnosis: index-past-end, hides-visible
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.copy()
    out[np.argwhere(~visible)] = -np.inf
    return out
