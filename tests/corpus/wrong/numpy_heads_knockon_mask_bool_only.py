# track: numpy
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's mask_scores raises ValueError for any mask whose dtype is not bool ("a 0/1 mask could be a float bias, pass bools"), so attention and multi-head attention reject every valid 0/1 integer mask
# kind: knockon
# diagnosis: bad-inner-call,fails-with-01-masks,error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        raise ValueError("allowed must be a bool mask")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
