# track: numpy
# exercise: masking
# why: mask_scores accepts only bool and integer masks (allowed.dtype.kind in "bi") and raises ValueError for a float mask of 0.0/1.0 ("a float mask is an additive bias, not a visibility mask"), though 0/1 values in any dtype are a valid mask
# kind: error
# diagnosis: error-on-valid
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype.kind not in "bi":
        raise ValueError(f"allowed must be a bool or integer mask, got {allowed.dtype}")
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
