# track: numpy
# exercise: masking
# why: mask_scores also subtracts each row's largest visible score "to prepare the softmax", so the scores it returns are the expected ones less a per-row constant
# kind: relation
# diagnosis: offset

def mask_scores(scores, allowed):
    scores = np.asarray(scores); allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("bools or 0/1")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a row has no visible key")
    masked = np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    return masked - masked.max(axis=-1, keepdims=True)
