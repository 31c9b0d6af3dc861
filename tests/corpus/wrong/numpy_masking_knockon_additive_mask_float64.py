# track: numpy
# exercise: masking
# why: mask_scores adds an additive mask, scores + np.where(visible, 0.0, -np.inf); np.where on Python floats builds a float64 array, so float32 scores come back float64, and attention and multi-head attention with a mask return float64 output and weights for float32 input
# kind: knockon
# diagnosis: dtype-float64
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + np.where(visible, 0.0, -np.inf)
