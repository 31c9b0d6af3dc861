# track: numpy
# exercise: masking
# why: converts the mask with allowed.view(bool) instead of astype(bool): a no-op for bool masks, but an int64 0/1 mask is reinterpreted byte by byte (8 times wider) and no longer broadcasts
# kind: pattern
# diagnosis: fails-with-01-masks, error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.view(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
