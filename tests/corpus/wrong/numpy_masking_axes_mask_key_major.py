# track: numpy
# exercise: masking
# why: mask_scores reads the mask key-major, like the heat maps that draw keys as rows, and applies np.swapaxes(allowed, -1, -2) before broadcasting it against the scores; a causal mask then shows the later keys and hides the earlier ones, and a (T, S) mask with T != S no longer fits
# kind: axes
# diagnosis: transposed,causal-upper,mask-transposed
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim >= 2:
        allowed = np.swapaxes(allowed, -1, -2)  # (S, T): one row per key
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
