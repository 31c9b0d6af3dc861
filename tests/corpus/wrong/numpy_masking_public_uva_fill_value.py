# track: numpy
# exercise: masking
# why: ports the masking line of the UvA deep-learning course's Transformer tutorial (scaled_dot_product: attn_logits.masked_fill(mask == 0, -9e15)) as np.where(visible, scores, -9e15), so hidden scores become the finite number -9e15 instead of -inf
# kind: public
# diagnosis: mask-large-negative


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
    return np.where(visible, scores, -9e15).astype(scores.dtype, copy=False)
