# track: numpy
# exercise: heads
# why: the student's mask_scores hides keys with np.ma.masked_array(scores, mask=visible).filled(-np.inf), passing the kit's visibility mask as numpy.ma's mask, whose True means masked out; every visible key becomes -inf and the hidden ones keep their scores, so masked attention and multi-head attention, correct themselves, attend to exactly the keys the caller hid
# kind: knockon
# diagnosis: mask-inverted


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.ma.masked_array(scores, mask=visible).filled(-np.inf)
