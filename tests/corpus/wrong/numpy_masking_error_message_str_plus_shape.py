# track: numpy
# exercise: masking
# why: mask_scores builds its 'does not broadcast' message as 'allowed has shape ' + allowed.shape, adding a tuple to a str, so for a mask that does not fit the scores the message itself raises TypeError and the caller gets TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed has shape " + allowed.shape + ", which does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
