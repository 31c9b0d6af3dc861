# track: numpy
# exercise: masking
# why: mask_scores fits the mask to the scores with the in-place method visible.resize(scores.shape) instead of broadcasting; ndarray.resize keeps the entries in flat order and pads with False, so a smaller valid mask (a (T, S) mask on batched scores, an (S,) key mask) leaves every later row all hidden and raises "no visible key" ValueError, while a mask of the wrong shape is silently cut or padded instead of rejected
# kind: error
# diagnosis: error-on-valid,error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.astype(bool)
    if visible.shape != scores.shape:
        visible.resize(scores.shape, refcheck=False)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
