# track: numpy
# exercise: masking
# why: mask_scores always gives the mask a leading batch axis, np.expand_dims(allowed, 0) ("masks come per batch"), so a (T, S) mask on unbatched (T, S) scores becomes (1, T, S), which does not broadcast to them and raises ValueError
# kind: axes
# diagnosis: error-on-valid, one-way-broadcast, extra-axis
import math

import numpy as np

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.expand_dims(np.asarray(allowed), 0)  # (1, ..., T, S): one mask per batch
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
