# track: numpy
# exercise: masking
# why: mask_scores tests for "no visible key" with if not visible.any(), over the whole broadcast mask instead of each query row, so a mask that leaves one query with no visible key (while others see some) is accepted and that row becomes all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any():
        raise ValueError("no query can see any key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
