# track: numpy
# exercise: heads
# why: the student's mask_scores validates the mask and builds masked = np.where(visible, scores, -np.inf) but returns scores, the unmasked input, so attention and multi-head attention (correct themselves) ignore every mask
# kind: knock-on
# diagnosis: mask-ignored


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
    masked = np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    return scores
