# track: numpy
# exercise: masking
# why: mask_scores fills the hidden keys with np.float64(-np.inf) "a typed -inf" and drops the final cast; under NumPy 2 a NumPy float64 scalar is not a weak Python scalar, so float32 scores come back as float64
# kind: rules
# diagnosis: dtype-float64

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, np.float64(-np.inf))
