# track: numpy
# exercise: masking
# why: mask_scores reports a mask that does not broadcast to the scores as IndexError ("the mask cannot index the scores"), re-raising NumPy's broadcast error under that type, where the contract asks for ValueError; the empty-row check still raises ValueError
# kind: error
# diagnosis: error-not-valueerror

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise IndexError(
            f"the mask of shape {allowed.shape} cannot index scores of shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
