# track: numpy
# exercise: masking
# why: mask_scores checks the mask with np.broadcast(scores, allowed), which only asks whether the two broadcast against EACH OTHER, and then broadcasts the mask to that joint shape; a mask with more (or longer) leading axes than the scores, such as a (2, T, S) mask on (T, S) scores, passes and makes the result grow to (2, T, S) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        shape = np.broadcast(scores, allowed).shape
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not fit the scores {scores.shape}") from err
    visible = np.broadcast_to(allowed.astype(bool), shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
