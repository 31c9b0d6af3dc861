# track: numpy
# exercise: masking
# why: fits the mask to the scores with np.resize(allowed, scores.shape), which repeats the mask's entries in flat order instead of broadcasting: right for a mask of the scores' shape or with missing leading axes, wrong for size-1 axes elsewhere (a (T, 1) mask), and a mask that does not broadcast is silently cut or repeated instead of raising ValueError
# kind: axes-shapes
# diagnosis: fails-with-broadcast-mask, error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = np.resize(allowed.astype(bool), scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
