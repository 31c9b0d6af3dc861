# track: numpy
# exercise: masking
# why: mask_scores converts the scores with np.asarray(scores, dtype=float) "so -inf fits", and Python's float is float64, so float32 scores come back as float64 masked scores, and attention and multi-head attention with a mask return float64 weights and outputs for float32 inputs
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores, dtype=float)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf)
