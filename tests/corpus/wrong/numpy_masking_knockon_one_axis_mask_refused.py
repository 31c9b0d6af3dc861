# track: numpy
# exercise: masking
# why: mask_scores raises ValueError for a mask with fewer than 2 axes ("a mask is a (T, S) map"), so a valid 1-D (S,) key mask, which broadcasts over every query row, is refused, and attention with such a mask raises through it
# kind: knockon
# diagnosis: fails-with-fewer-mask-axes, error-on-valid, bad-inner-call
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.ndim < 2:
        raise ValueError(f"allowed must be a (..., T, S) map; got shape {allowed.shape}")
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
