# track: numpy
# exercise: masking
# why: gives a mask with fewer axes than the scores its missing axes the way Keras' MultiHeadAttention._masked_softmax does, np.expand_dims(mask, axis=-3) until the ranks match; that inserts them before the (T, S) pair instead of on the left as NumPy broadcasting does, so a 1-D (S,) key mask raises AxisError and a (B, T, S) mask on (B, H, T, S) scores is lined up per batch instead of per head
# kind: public-code
# diagnosis: fails-with-fewer-mask-axes, error-on-valid


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    for _ in range(scores.ndim - allowed.ndim):
        allowed = np.expand_dims(allowed, axis=-3)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
