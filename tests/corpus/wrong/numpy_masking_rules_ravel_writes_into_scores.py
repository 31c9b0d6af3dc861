# track: numpy
# exercise: masking
# why: mask_scores takes its working copy with flat = scores.ravel(), believing ravel copies like flatten, and writes -inf into it; for a contiguous scores array ravel returns a view, so the caller's scores are overwritten with -inf at the hidden keys (and the result shares their memory)
# kind: rules
# diagnosis: input-changed


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    flat = scores.ravel()  # a flat copy to fill
    flat[~visible.ravel()] = -np.inf
    return flat.reshape(scores.shape)
