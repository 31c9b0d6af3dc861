# track: numpy
# exercise: masking
# why: adapts Hugging Face's AttentionMaskConverter._unmask_unattended, which makes every key visible in a query row that has none (a workaround for SDPA's memory-efficient kernel), so a row with no visible key is attended unmasked instead of raising ValueError
# kind: public
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"mask {allowed.shape} does not broadcast to {scores.shape}") from err
    unattended = ~visible.any(axis=-1, keepdims=True)
    visible = visible | unattended  # attend to everything in fully masked rows
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
