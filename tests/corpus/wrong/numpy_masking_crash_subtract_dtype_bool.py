# track: numpy
# exercise: masking
# why: mask_scores gets the hidden places as np.subtract(1, visible, dtype=bool) ("1 - visible, kept as bools"); NumPy has no boolean subtraction, so the ufunc raises TypeError on every call, whatever the mask
# kind: crash
# diagnosis: crash
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
    hidden = np.subtract(1, visible, dtype=bool)
    out = scores.copy()
    out[hidden] = -np.inf
    return out
