# track: numpy
# exercise: masking
# why: mask_scores writes the hidden scores with np.copyto(scores, -np.inf, where=~visible), believing copyto makes a copy as its name says; it copies INTO its first argument, so the caller's scores array is overwritten with -inf at the hidden keys (and returned); the values are right
# kind: error
# diagnosis: input-changed


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    np.copyto(scores, -np.inf, where=~visible)
    return scores
