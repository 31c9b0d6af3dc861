# track: numpy
# exercise: heads
# why: the student's mask_scores builds np.ma.masked_where(~visible, scores) and returns its .data, believing the masked entries come out as -inf; .data is the untouched underlying array, so no key is ever hidden and attention and multi-head attention ignore every mask
# kind: knockon
# diagnosis: mask-ignored,fails-with-mask

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
    return np.ma.masked_where(~visible, scores).data
