# track: numpy
# exercise: masking
# why: chooses between the scores and -inf with np.ma.where ("masking, so the numpy.ma version"), which returns a numpy.ma.MaskedArray (with nothing masked) instead of the plain np.ndarray the track returns; the numbers are right
# kind: rules
# diagnosis: wrong-array-type

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
    return np.ma.where(visible, scores, -np.inf).astype(scores.dtype)
