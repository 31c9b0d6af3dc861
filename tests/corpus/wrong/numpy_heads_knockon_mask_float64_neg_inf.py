# track: numpy
# exercise: heads
# why: the student's mask_scores fills hidden scores with a module constant NEG_INF = np.float64("-inf"), a NumPy float64 scalar, so np.where promotes float32 scores to float64 and drops the final cast; attention and multi-head attention with a mask return float64 weights and outputs for float32 inputs
# kind: knock-on
# diagnosis: dtype-float64, dtype-changed, fails-with-mask

NEG_INF = np.float64("-inf")


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
    return np.where(visible, scores, NEG_INF)
