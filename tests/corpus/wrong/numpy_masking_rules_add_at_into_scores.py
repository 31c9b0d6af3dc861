# track: numpy
# exercise: masking
# why: mask_scores adds -inf at the hidden places with np.add.at(scores, np.nonzero(~visible), -np.inf) ("an additive mask, unbuffered so no index is lost") and returns scores; ufunc.at works in place on its first argument, and np.asarray handed back the caller's own array, so the caller's scores are overwritten with -inf at every hidden key and the result is that same array
# kind: rules
# diagnosis: input-changed, input-aliased
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
    # additive mask: -inf at the hidden (query, key) places, 0 elsewhere
    np.add.at(scores, np.nonzero(~visible), -np.inf)
    return scores
