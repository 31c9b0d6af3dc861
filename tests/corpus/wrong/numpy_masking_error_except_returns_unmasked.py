# track: numpy
# exercise: masking
# why: mask_scores wraps its checks and its fill in try/except ValueError and returns a copy of the unmasked scores on any error ("a bad mask should not stop the model"), so a mask that does not broadcast, a non-0/1 mask and a query row with no visible key all pass silently instead of raising
# kind: error
# diagnosis: error-not-raised
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        allowed = np.asarray(allowed)
        if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
        if not visible.any(axis=-1).all():
            raise ValueError("a query row has no visible key")
        return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    except ValueError:
        return scores.copy()
