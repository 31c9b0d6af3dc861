# track: numpy
# exercise: masking
# why: mask_scores reports a query row with no visible key with raise RuntimeWarning(...), the category NumPy itself uses for such numerical trouble ("all -inf row would give NaN"); RuntimeWarning is a Warning, not a ValueError, so an empty row fails with the wrong exception type (a bad shape still raises ValueError)
# kind: error
# diagnosis: error-not-valueerror
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
        raise RuntimeWarning("a query row has no visible key: its softmax would be all NaN")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
