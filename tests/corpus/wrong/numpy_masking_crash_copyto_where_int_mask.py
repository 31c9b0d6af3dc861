# track: numpy
# exercise: masking
# why: mask_scores writes -inf with np.copyto(out, -np.inf, where=~visible) where visible is the broadcast mask before any bool conversion; for a 0/1 integer mask ~ gives ints and copyto's where= refuses a non-bool array (TypeError)
# kind: crash
# diagnosis: fails-with-01-masks, int-mask-inverted, crash
import math

import numpy as np

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.copy()
    np.copyto(out, -np.inf, where=~visible)
    return out
