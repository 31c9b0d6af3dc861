# track: numpy
# exercise: masking
# why: mask_scores takes its working copy with out = scores.reshape(scores.shape), believing reshape returns a new array, and writes out[~visible] = -np.inf; a reshape to the same shape is a view of the caller's array, so the caller's scores are overwritten with -inf at the hidden keys (the returned values are right, but it is the caller's memory)
# kind: rules
# diagnosis: input-changed
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.reshape(scores.shape)  # a fresh array to write into
    out[~visible] = -np.inf
    return out
