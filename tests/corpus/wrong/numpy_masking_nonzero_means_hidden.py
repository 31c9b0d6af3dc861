# track: numpy
# exercise: masking
# why: treats a 0/1 mask as "1 = hidden" (padding-mask convention) while bool masks are handled right
# diagnosis: mask-inverted, fails-with-01-masks


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        allowed = allowed == 0
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype)
