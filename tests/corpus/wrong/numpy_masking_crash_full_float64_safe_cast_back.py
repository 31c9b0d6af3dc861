# track: numpy
# exercise: masking
# why: mask_scores starts from out = np.full(scores.shape, -np.inf) (float64, no dtype given), copies the visible scores in, and casts back with out.astype(scores.dtype, casting="safe") "so no value is lost silently"; a float64 -> float32 cast is never safe, so every valid call with float32 scores raises TypeError (float64 scores work)
# kind: crash
# diagnosis: crash, dtype-mixed
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
    out = np.full(scores.shape, -np.inf)
    out[visible] = scores[visible]
    return out.astype(scores.dtype, casting="safe")
