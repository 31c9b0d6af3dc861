# track: numpy
# exercise: masking
# why: ports d2l's sequence_mask, which writes value=-1e6 into the hidden positions, so hidden scores are a large negative number instead of -inf
# kind: public-code
# diagnosis: mask-large-negative


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    X = scores.copy()
    X[~visible] = -1e6
    return X
