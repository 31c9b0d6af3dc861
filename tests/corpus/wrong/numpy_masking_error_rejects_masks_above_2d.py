# track: numpy
# exercise: masking
# why: mask_scores insists that a mask is at most a (T, S) matrix (allowed.ndim > 2 raises ValueError, "a mask is one row per query"), so valid per-batch or per-head masks such as (B, T, S) or (B, 1, T, S), which broadcast to the scores, are refused
# kind: error
# diagnosis: error-on-valid, fails-with-head-mask
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.ndim > 2:
        raise ValueError(f"allowed must be (T, S), (1, S) or (S,); got shape {allowed.shape}")
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
