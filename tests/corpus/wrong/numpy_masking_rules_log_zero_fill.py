# track: numpy
# exercise: masking
# why: mask_scores fills the hidden scores with np.log(0.0), "the log of a zero probability", which is a NumPy float64 -inf (with a divide-by-zero RuntimeWarning on every call); np.where promotes float32 scores to float64 with it, so float32 scores come back as float64
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, np.log(0.0))
