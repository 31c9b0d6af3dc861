# track: numpy
# exercise: masking
# why: mask_scores ends with np.where(...).astype(scores.dtype, False), meaning copy=False positionally; astype's second positional parameter is order=, which must be a string, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import math

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
    return np.where(visible, scores, -np.inf).astype(scores.dtype, False)  # no copy when already right
