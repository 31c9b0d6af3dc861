# track: numpy
# exercise: masking
# why: mask_scores checks the mask with allowed.shape != scores.shape[-allowed.ndim:], demanding that the mask's axes equal the scores' last axes exactly, so valid masks that broadcast through length-1 axes ((1, S), (T, 1), (B, 1, S)) raise ValueError
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim > scores.ndim or allowed.shape != scores.shape[scores.ndim - allowed.ndim:]:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not fit the scores' shape {scores.shape}")
    visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
