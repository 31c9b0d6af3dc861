# track: numpy
# exercise: masking
# why: mask_scores fills the hidden scores with -1e40, "below the float32 range, so it rounds to -inf and no inf has to be typed"; in float32 the cast does overflow to -inf, but float64 holds -1e40 as an ordinary finite number, so float64 scores hide their keys with a large negative value instead of -inf
# kind: relation
# diagnosis: mask-large-negative
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
    return np.where(visible, scores, -1e40).astype(scores.dtype, copy=False)
