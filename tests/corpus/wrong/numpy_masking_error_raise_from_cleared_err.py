# track: numpy
# exercise: masking
# why: mask_scores keeps its try block small, sets visible = None in "except ValueError as err:" and raises its own message after the block with "raise ValueError(...) from err"; Python deletes the name bound by "except ... as err" when the handler ends, so a mask that does not broadcast raises UnboundLocalError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, unbound-local
import numpy as np


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        visible = None
    if visible is None:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
