# track: numpy
# exercise: masking
# why: mask_scores hides the keys with np.ma.masked_where(~allowed, scores).filled(-np.inf), passing the mask as given; masked_where does not broadcast its condition and raises IndexError ("Inconsistent shape") whenever the mask's shape differs from the scores', so valid broadcast masks (a (T, S) mask on batched scores) fail, and attention and multi-head attention with a causal mask on batched or multi-head scores fail with them
# kind: knockon
# diagnosis: fails-with-broadcast-mask
def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.ma.masked_where(~allowed.astype(bool), scores).filled(-np.inf)
