# track: numpy
# exercise: masking
# why: mask_scores turns the mask into a "hidden" mask with hidden = np.asarray(allowed, dtype=bool) and then hidden ^= True; for a bool mask np.asarray hands back the caller's own array, so the in-place XOR flips the caller's allowed (the masked scores come out right, 0/1 masks are copied and left alone)
# kind: rules
# diagnosis: input-changed

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    hidden = np.asarray(allowed, dtype=bool)
    hidden ^= True  # True now marks the keys to hide
    try:
        hidden = np.broadcast_to(hidden, scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if hidden.all(axis=-1).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(hidden, -np.inf, scores).astype(scores.dtype, copy=False)
