# track: numpy
# exercise: heads
# why: the student's mask_scores ends with .astype(allowed.dtype, copy=False) where scores.dtype was meant, so masked scores come back as bools (or integers for a 0/1 mask); attention and multi-head attention (correct themselves) then run the softmax on those and return wrong weights and outputs whenever a mask is given
# kind: knockon
# diagnosis: fails-with-mask, dtype-changed

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
    return np.where(visible, scores, -np.inf).astype(allowed.dtype, copy=False)
