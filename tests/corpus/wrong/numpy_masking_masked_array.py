# track: numpy
# exercise: masking
# why: returns np.ma.masked_array(scores, mask=~visible), a masked array whose data still holds the hidden scores, instead of a plain array with -inf there
# kind: array-type
# diagnosis: wrong-array-type, only-at-special


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.ma.masked_array(scores, mask=~visible)
