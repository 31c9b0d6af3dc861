# track: numpy
# exercise: masking
# why: mask_scores casts its result to np.result_type(scores, allowed) "so that scores and mask fit one dtype"; a bool mask keeps the scores' dtype, but an int64 0/1 mask promotes float32 scores to float64
# kind: rules-types
# diagnosis: dtype-float64,dtype-changed,fails-with-01-masks


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
    return np.where(visible, scores, -np.inf).astype(np.result_type(scores, allowed))
