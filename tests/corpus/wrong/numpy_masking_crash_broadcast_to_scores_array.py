# track: numpy
# exercise: masking
# why: mask_scores broadcasts the mask with np.broadcast_to(allowed, scores), handing over the scores array itself where its shape (scores.shape) belongs; NumPy then tries to read the float array as a shape, fails on its truth value, and the except clause meant for masks that do not fit turns that into "does not broadcast", so every valid call raises ValueError
# kind: crash
# diagnosis: error-on-valid, crash


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
