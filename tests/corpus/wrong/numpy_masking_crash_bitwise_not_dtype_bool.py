# track: numpy
# exercise: masking
# why: mask_scores gets the hidden places with np.bitwise_not(allowed, dtype=bool), meaning "convert to bool, then flip" in one call; dtype= asks the ufunc to cast its INPUT to bool, which int64 -> bool is not allowed to do under the default same_kind casting, so every valid 0/1 integer mask raises UFuncTypeError (bool masks work)
# kind: crash
# diagnosis: crash, fails-with-01-masks
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    hidden = np.bitwise_not(allowed, dtype=bool)
    try:
        hidden = np.broadcast_to(hidden, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if hidden.all(axis=-1).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(hidden, -np.inf, scores).astype(scores.dtype, copy=False)
