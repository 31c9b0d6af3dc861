# track: numpy
# exercise: heads
# why: the student's mask_scores broadcasts the mask with np.broadcast_to and then normalises it in place, visible[...] = visible != 0 ("turn 0/1 into bools"); broadcast_to returns a read-only view, so the assignment raises ValueError ("assignment destination is read-only") for every mask, and attention and multi-head attention (correct themselves) reject every valid masked call
# kind: knockon
# diagnosis: error-on-valid, fails-with-mask, bad-inner-call, read-only-view


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores' shape {scores.shape}") from err
    visible[...] = visible != 0
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
