# track: numpy
# exercise: masking
# why: mask_scores checks the mask's shape axis by axis, allowed.shape[-2] against T and allowed.shape[-1] against S (each must equal it or be 1), before broadcasting; a valid 1-D (S,) mask (or a 0-d one) has no axis -2, so the check itself raises IndexError instead of masking
# kind: error
# diagnosis: crash, fixed-ndim, index-past-end, fails-with-fewer-mask-axes
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    t, s = scores.shape[-2], scores.shape[-1]
    if allowed.shape[-2] not in (1, t) or allowed.shape[-1] not in (1, s):
        raise ValueError(f"allowed {allowed.shape} does not fit scores (..., {t}, {s})")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
