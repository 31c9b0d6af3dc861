# track: numpy
# exercise: masking
# why: adapts jax.nn.dot_product_attention's mask handling, jnp.where(mask, logits, large_negative) with _get_large_negative(dtype) = -0.7 * finfo(dtype).max, so hidden scores become a huge finite number (about -2.4e38 in float32) instead of -inf
# kind: public
# diagnosis: mask-large-negative, only-at-special

def mask_scores(scores, allowed):
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
    large_negative = -0.7 * np.finfo(scores.dtype).max  # as jax.nn's _get_large_negative
    return np.where(visible, scores, large_negative).astype(scores.dtype, copy=False)
