# track: numpy
# exercise: masking
# why: mask_scores hides keys with out = scores.copy(); out[~visible].fill(-np.inf); a boolean index returns a new array, so fill writes -inf into that temporary and out is left untouched: no key is ever hidden, and attention and multi-head attention with a mask attend to every key
# kind: knockon
# diagnosis: mask-ignored, fails-with-mask
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.copy()
    out[~visible].fill(-np.inf)
    return out
