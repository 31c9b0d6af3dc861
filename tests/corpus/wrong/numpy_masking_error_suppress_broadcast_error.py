# track: numpy
# exercise: masking
# why: mask_scores wraps np.broadcast_to in contextlib.suppress(ValueError) "so NumPy's broadcast message does not reach the student" and means to raise its own message afterwards, but never does; for a mask that does not broadcast, visible is never bound and the next line raises UnboundLocalError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import contextlib

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    with contextlib.suppress(ValueError):
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
