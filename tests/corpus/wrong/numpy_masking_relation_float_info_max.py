# track: numpy
# exercise: masking
# why: mask_scores fills hidden scores with -sys.float_info.max ("the most negative float Python has") instead of -inf; in float32 that overflows to -inf, but float64 scores keep the finite -1.8e308 at every hidden key
# kind: relation
# diagnosis: mask-large-negative
import sys

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
    with np.errstate(over="ignore"):
        return np.where(visible, scores, -sys.float_info.max).astype(scores.dtype)
