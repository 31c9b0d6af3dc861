# track: numpy
# exercise: masking
# why: mask_scores ends with .astype(np.float32) "-inf is representable in float32", instead of keeping the scores' dtype, so float64 scores come back float32, and attention and multi-head attention with a mask return float32 results for float64 inputs
# kind: knockon
# diagnosis: dtype-changed, float32-precision
import numpy as np


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
    return np.where(visible, scores, -np.inf).astype(np.float32)
