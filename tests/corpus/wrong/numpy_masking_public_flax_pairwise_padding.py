# track: numpy
# exercise: masking
# why: handles a 1-D mask the way Flax's make_attention_mask does, as a padding vector for both sides, allowed[:, None] & allowed[None, :], so an (S,) key mask also hides the rows of the "padded" queries: with T == S those rows have no visible key and valid masks raise ValueError, with T != S the (S, S) mask does not broadcast
# kind: public-code
# diagnosis: fails-with-fewer-mask-axes,error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    allowed = allowed.astype(bool)
    if allowed.ndim == 1:
        allowed = allowed[:, None] & allowed[None, :]  # flax.linen.make_attention_mask(mask, mask)
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
