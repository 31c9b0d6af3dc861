# track: numpy
# exercise: masking
# why: mask_scores does the np.where on scores.astype(np.float32) "to halve the memory" and casts back to the scores' dtype, so float64 scores lose their precision
# kind: relation
# diagnosis: float32-precision
import numpy as np


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
    small = scores.astype(np.float32)
    return np.where(visible, small, np.float32(-np.inf)).astype(scores.dtype)
