# track: numpy
# exercise: masking
# why: mask_scores builds an additive bias with bias = np.zeros_like(visible) and bias[~visible] = -np.inf, but zeros_like copies the bool mask's dtype, so -inf is stored as True and scores + bias adds 1 to every hidden score instead of hiding it
# kind: relation
# diagnosis: mask-added, mask-ignored, shows-hidden, bias-bool
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
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    # additive mask: 0 where visible, -inf where hidden
    bias = np.zeros_like(visible)
    bias[~visible] = -np.inf
    return (scores + bias).astype(scores.dtype, copy=False)
