# track: numpy
# exercise: masking
# why: mask_scores picks the hidden places with np.where(not visible, -np.inf, scores), Python's not where the element-wise ~ belongs; not asks the whole mask for one truth value, which an array of several entries has none of, so every valid call raises ValueError ("truth value of an array ... is ambiguous")
# kind: crash
# diagnosis: ambiguous-truth, error-on-valid
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
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(not visible, -np.inf, scores).astype(scores.dtype, copy=False)
