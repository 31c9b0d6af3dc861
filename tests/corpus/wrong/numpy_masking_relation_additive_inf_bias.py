# track: numpy
# exercise: masking
# why: mask_scores turns the mask into an additive bias, scores + (visible.astype(scores.dtype) - 1) * np.inf, meaning -inf where hidden and 0 where visible; but 0 * inf is NaN, so every visible score becomes NaN while the hidden ones are right
# kind: relation
# diagnosis: mask-multiplied, values-nan, mask-times-inf
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
    bias = (visible.astype(scores.dtype) - 1) * np.inf  # 0 where visible, -inf where hidden
    return scores + bias
