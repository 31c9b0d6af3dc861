# track: numpy
# exercise: masking
# why: ports Keras MultiHeadAttention's _compute_attention_mask with use_causal_mask=True, which ANDs a lower-triangular (T, S) causal mask into every mask it is given; the kit's mask_scores applies only the caller's mask, so keys after each query are hidden even when the caller's mask shows them (and a row whose only visible keys lie above the diagonal now raises ValueError)
# kind: public
# diagnosis: hides-visible
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    t, s = scores.shape[-2:]
    visible = visible & np.tril(np.ones((t, s), dtype=bool))  # use_causal_mask=True
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
