# track: numpy
# exercise: masking
# why: checks for query rows with no visible key with assert, raising AssertionError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    assert visible.any(axis=-1).all(), "a query row has no visible key"
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
