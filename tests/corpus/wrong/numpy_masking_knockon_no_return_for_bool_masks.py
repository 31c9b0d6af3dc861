# track: numpy
# exercise: masking
# why: mask_scores returns its result only in the branch for 0/1 number masks; the bool branch computes out = np.where(...) and falls off the end of the function, so every bool mask gives None, and attention and multi-head attention then fail on None in stable_softmax
# kind: knockon
# diagnosis: returned-none, none-argument
import numpy as np


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        if not np.isin(allowed, (0, 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        return mask_scores(scores, allowed.astype(bool))
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
