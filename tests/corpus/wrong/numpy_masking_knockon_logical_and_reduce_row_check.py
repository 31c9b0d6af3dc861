# track: numpy
# exercise: masking
# why: mask_scores tests "every query row has a visible key" with np.logical_and.reduce(visible, axis=-1).all(), taking logical_and.reduce for "some key is true" (it is all(), the any() is logical_or.reduce), so it raises ValueError for every mask that hides any key in any row: causal and padding masks are rejected, and attention and multi-head attention with such a mask fail
# kind: knockon
# diagnosis: error-on-valid

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not np.logical_and.reduce(visible, axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
