# track: numpy
# exercise: masking
# why: mask_scores insists on a square mask, raising ValueError when allowed.shape[-1] != allowed.shape[-2] ("a visibility mask is query by query", as the causal mask is), so every valid (T, S) mask with T != S, cross-attention's padding masks included, is rejected
# kind: error
# diagnosis: error-on-valid
def mask_scores(scores, allowed):
    allowed_arr = np.asarray(allowed)
    if allowed_arr.ndim >= 2 and allowed_arr.shape[-1] != allowed_arr.shape[-2]:
        raise ValueError(f"allowed must be a square (T, T) mask; got {allowed_arr.shape}")
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
