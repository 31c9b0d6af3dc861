# track: numpy
# exercise: masking
# why: mask_scores fills the hidden keys with NEG_INF = np.array(-np.inf), a module constant "so the fill is an array like the scores", and returns np.where(visible, scores, NEG_INF) with no final cast; under NumPy 2 a 0-d float64 array is not a weak Python scalar, so float32 scores come back float64
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np

NEG_INF = np.array(-np.inf)


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, NEG_INF)
