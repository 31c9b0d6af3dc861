# track: numpy
# exercise: masking
# why: mask_scores protects the mask with allowed.flags.writeable = False ("the mask is read only in here") on the array np.asarray hands back, which is the caller's own, so the caller's mask comes back read-only
# kind: rules
# diagnosis: input-flag-changed
import math

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    allowed.flags.writeable = False  # nothing below may change the mask
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
