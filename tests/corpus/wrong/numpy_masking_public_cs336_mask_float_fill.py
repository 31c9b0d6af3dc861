# track: numpy
# exercise: masking
# why: mask_scores follows the CS336 assignment handout's masking line, scores.masked_fill(~mask, float('-inf')), ported as np.where(~visible, scores, -np.inf): the ~ is kept from masked_fill's convention (fill where True) while np.where keeps where True, so the visible keys are hidden and the hidden ones shown
# kind: public
# diagnosis: mask-inverted
import math

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(~visible, scores, -np.inf).astype(scores.dtype, copy=False)
