# track: numpy
# exercise: masking
# why: mask_scores looks for query rows with no visible key with (~visible).all(axis=-1).any() on the broadcast mask before converting it to bools; for a 0/1 integer mask ~ is a bitwise not (~1 = -2, ~0 = -1), both true, so every 0/1 integer mask is rejected with ValueError, and attention and multi-head attention, correct themselves, reject every 0/1 mask
# kind: knockon
# diagnosis: int-mask-inverted,error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if (~visible).all(axis=-1).any():
        raise ValueError("a query row has no visible key")
    return np.where(visible.astype(bool), scores, -np.inf).astype(scores.dtype, copy=False)
