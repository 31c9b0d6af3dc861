# track: numpy
# exercise: masking
# why: mask_scores also takes each row's largest visible score off the row ("so the softmax that follows is already stable"), so the visible scores come back shifted by a constant of their own row; attention is unaffected, the masked scores are not
# kind: relation
# diagnosis: offset

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
    masked = np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    return masked - masked.max(axis=-1, keepdims=True)
