# track: numpy
# exercise: masking
# why: on top of the broadcast check it demands that a mask with batch axes has exactly the scores' batch axes (allowed.shape[:-2] == scores.shape[:-2]), so valid masks that broadcast over them, (1, T, S) on (B, T, S) or (B, 1, T, S) on (B, H, T, S), raise ValueError
# kind: inputs-errors
# diagnosis: error-on-valid, fails-with-broadcast-mask


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim > 2 and allowed.shape[:-2] != scores.shape[:-2]:
        raise ValueError(f"the mask's batch axes {allowed.shape[:-2]} must be the scores' {scores.shape[:-2]}")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
