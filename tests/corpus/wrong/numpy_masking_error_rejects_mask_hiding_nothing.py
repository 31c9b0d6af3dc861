# track: numpy
# exercise: masking
# why: mask_scores raises ValueError("the mask hides nothing") when every key is visible, treating an all-True mask as a caller's mistake, so valid all-visible masks (and attention with one) raise
# kind: error
# diagnosis: error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not fit scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    if visible.all():
        raise ValueError("the mask hides nothing; call without a mask instead")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
