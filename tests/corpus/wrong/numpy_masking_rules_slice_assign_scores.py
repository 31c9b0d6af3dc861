# track: numpy
# exercise: masking
# why: mask_scores stores its result with scores[...] = np.where(...) and returns scores, so the caller's scores array is overwritten with -inf at hidden keys
# kind: rules
# diagnosis: input-changed

def mask_scores(scores, allowed):
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("bools or 0/1")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a row has no visible key")
    scores[...] = np.where(visible, scores, -np.inf)
    return scores
