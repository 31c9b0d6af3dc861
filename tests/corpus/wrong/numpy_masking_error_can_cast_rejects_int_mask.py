# track: numpy
# exercise: masking
# why: mask_scores validates the mask with np.can_cast(allowed.dtype, bool) ("it must be convertible to bool"), but a safe cast from int64 to bool is not allowed, so every valid 0/1 integer mask raises ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-01-masks
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if not np.can_cast(allowed.dtype, bool):
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
