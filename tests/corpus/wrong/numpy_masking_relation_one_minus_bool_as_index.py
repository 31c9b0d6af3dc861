# track: numpy
# exercise: masking
# why: mask_scores takes the hidden places as hidden = 1 - visible (the float-mask habit) and writes out[hidden] = -np.inf; NumPy turns 1 - bool into an int64 array of 0s and 1s, and an integer array indexes positions along the first axis, not places, so out[0] and out[1] (the first two query rows, or batch elements) are set to -inf entirely while every other hidden score is kept (and a first axis of length 1 raises IndexError)
# kind: relation
# diagnosis: mask-in-part, hides-visible, int-array-index
import numpy as np


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    hidden = 1 - visible  # 1 where the key is hidden
    out = scores.copy()
    out[hidden] = -np.inf
    return out
