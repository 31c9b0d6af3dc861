# track: numpy
# exercise: masking
# why: mask_scores ports the key masking of SASRec's TensorFlow code (Kang & McAuley 2018), paddings = ones_like(outputs) * (-2 ** 32 + 1) and where(equal(key_masks, 0), paddings, outputs), so hidden scores are -4294967295, a finite number, instead of -inf
# kind: public
# diagnosis: mask-large-negative
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        key_masks = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not key_masks.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    paddings = np.ones_like(scores) * (-2 ** 32 + 1)
    return np.where(np.equal(key_masks, 0), paddings, scores)
