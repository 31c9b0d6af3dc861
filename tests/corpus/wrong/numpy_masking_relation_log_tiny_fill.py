# track: numpy
# exercise: masking
# why: fills the hidden scores with np.log(np.finfo(scores.dtype).tiny), "the log of the smallest positive number, the most negative score exp can still handle", a finite -87.3 in float32 and -708.4 in float64 instead of -inf
# kind: relation
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
    hidden = np.log(np.finfo(scores.dtype).tiny)
    return np.where(visible, scores, hidden).astype(scores.dtype, copy=False)
