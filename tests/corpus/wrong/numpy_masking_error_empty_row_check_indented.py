# track: numpy
# exercise: masking
# why: mask_scores indents its empty-row check under "if allowed.dtype != bool:" together with the 0/1 value check, so it runs only for numeric masks; a bool mask that leaves a query row with no visible key is filled and returned (an all -inf row) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if allowed.dtype != bool:
        if not np.isin(allowed, (0, 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        if not visible.any(axis=-1).all():
            raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
