# track: numpy
# exercise: masking
# why: mask_scores insists that the mask has as many axes as the scores (allowed.ndim != scores.ndim raises ValueError, "one mask per score array"), so valid masks that broadcast from fewer axes, a (T, S) mask on batched or per-head scores, are rejected, and attention and multi-head attention with a shared (T, T) mask fail through it
# kind: knockon
# diagnosis: error-on-valid, fails-with-fewer-mask-axes, bad-inner-call
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.ndim != scores.ndim:
        raise ValueError(f"allowed has {allowed.ndim} axes but the scores have {scores.ndim}")
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
