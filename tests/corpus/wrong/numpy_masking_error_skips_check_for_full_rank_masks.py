# track: numpy
# exercise: masking
# why: mask_scores only broadcasts (and so checks) masks that have fewer axes than the scores, "the (T, S) causal mask on batched scores", and hands a mask with as many axes or more straight to np.where; np.where broadcasts both ways, so a mask that only fits by growing the scores (extra or longer leading axes) is accepted and returns a larger array instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.astype(bool)
    if visible.ndim < scores.ndim:
        try:
            visible = np.broadcast_to(visible, scores.shape)
        except ValueError as err:
            raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
