# track: numpy
# exercise: masking
# why: checks that the mask broadcasts but then indexes out[~mask] with the unbroadcast mask, so any mask smaller than the scores (a (T, S) mask on batched scores) raises IndexError
# kind: crash
# diagnosis: crash, fails-with-broadcast-mask


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    mask = allowed.astype(bool)
    try:
        np.broadcast_to(mask, scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not mask.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.copy()
    out[~mask] = -np.inf
    return out
