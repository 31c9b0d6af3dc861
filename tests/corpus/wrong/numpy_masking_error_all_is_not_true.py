# track: numpy
# exercise: masking
# why: mask_scores tests for empty rows with "if np.all(visible.any(axis=-1)) is not True: raise ValueError"; np.all returns a NumPy bool (np.True_), which is never the object True, so the identity test always fires and every masked call raises ValueError, valid masks included
# kind: error
# diagnosis: error-on-valid
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
    if np.all(visible.any(axis=-1)) is not True:
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
