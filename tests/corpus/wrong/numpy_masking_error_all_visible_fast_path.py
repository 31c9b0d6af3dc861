# track: numpy
# exercise: masking
# why: mask_scores returns a copy of the scores straight away when the mask hides nothing (if np.all(allowed): return scores.copy(), "nothing to hide") before checking that the mask broadcasts, so an all-True mask of a shape that does not fit the scores is accepted instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if np.all(allowed):
        return scores.copy()
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
