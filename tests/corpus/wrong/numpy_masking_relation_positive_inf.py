# track: numpy
# exercise: masking
# why: mask_scores fills the hidden positions with np.inf (the minus sign forgotten), so every hidden score becomes +inf instead of -inf while the visible scores are right
# kind: relation
# diagnosis: only-at-special


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, np.inf).astype(scores.dtype, copy=False)
