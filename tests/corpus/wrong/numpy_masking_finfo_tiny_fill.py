# track: numpy
# exercise: masking
# why: fills hidden scores with -np.finfo(dtype).tiny, taking "tiny" for the most negative number, but it is the smallest positive normal (about 1e-38), so hidden scores become practically 0 instead of -inf; mask-zero is the closest key
# kind: relation
# diagnosis: mask-zero


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
    hidden = -np.finfo(scores.dtype).tiny
    return np.where(visible, scores, hidden).astype(scores.dtype, copy=False)
