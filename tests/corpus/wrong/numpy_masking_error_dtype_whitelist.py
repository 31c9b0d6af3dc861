# track: numpy
# exercise: masking
# why: mask_scores accepts only masks of dtype bool or int64 ("the two dtypes a mask comes in") and raises ValueError for every other integer dtype, so valid 0/1 masks stored as int32, int8 or uint8 are rejected
# kind: error
# diagnosis: error-on-valid, fails-with-01-masks


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype not in (np.bool_, np.int64):
        raise ValueError(f"allowed must be a bool or an int64 0/1 mask; got {allowed.dtype}")
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
