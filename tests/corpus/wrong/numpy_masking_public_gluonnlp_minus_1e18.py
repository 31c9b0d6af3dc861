# track: numpy
# exercise: masking
# why: mask_scores ports GluonNLP's masked_softmax fill, F.where(mask, att_score, -1e18 * F.ones_like(att_score)) (its float32 "negative infinity"), as np.where(visible, scores, -1e18 * np.ones_like(scores)), so hidden scores become the finite -1e18 instead of -inf
# kind: public
# diagnosis: mask-large-negative
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    neg = -1e18  # GluonNLP: -1e18 for float32, -1e4 for float16
    return np.where(visible, scores, neg * np.ones_like(scores))
