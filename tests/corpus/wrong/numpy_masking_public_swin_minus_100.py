# track: numpy
# exercise: masking
# why: mask_scores ports the Swin Transformer's window-attention mask, attn_mask.masked_fill(attn_mask != 0, -100.0), added to the scores: hidden scores come back as score - 100 (finite, and still above any visible score more than 100 lower) instead of -inf
# kind: public-code
# diagnosis: mask-large-negative


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    attn_mask = np.where(visible, 0.0, -100.0).astype(scores.dtype)  # Swin: 0 or -100
    return scores + attn_mask
