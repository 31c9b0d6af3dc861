# track: numpy
# exercise: masking
# why: mask_scores adds a tiny position bias 1e-6 * s to the score of key s before hiding ("so that ties go to the later key"), so every visible score comes back shifted by an amount that grows with the key's position instead of unchanged
# kind: relation
# diagnosis: offset
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
    tiebreak = (1e-6 * np.arange(scores.shape[-1])).astype(scores.dtype)
    return np.where(visible, scores + tiebreak, -np.inf).astype(scores.dtype, copy=False)
