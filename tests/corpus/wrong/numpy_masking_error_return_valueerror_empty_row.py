# track: numpy
# exercise: masking
# why: mask_scores writes its empty-row check as "return ValueError(...)" where raise was meant, so a mask that leaves a query row with no visible key returns a ValueError object instead of raising it
# kind: error
# diagnosis: error-not-raised, wrong-array-type
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
        return ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
