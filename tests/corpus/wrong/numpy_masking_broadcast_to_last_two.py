# track: numpy
# exercise: masking
# why: broadcasts the mask to scores.shape[-2:] only, "the mask is (T, S)", so masks with batch axes (valid, they broadcast to the scores) are rejected
# kind: axes-shapes
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape[-2:])
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} is not a (T, S) mask for scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
