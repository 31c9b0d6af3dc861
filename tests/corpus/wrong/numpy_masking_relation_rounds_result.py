# track: numpy
# exercise: masking
# why: mask_scores returns np.round(np.where(visible, scores, -np.inf), 4) "so the masked table prints cleanly", rounding every visible score to 4 decimals where the scores belong as they came
# kind: relation
# diagnosis: rounded, inputs-rounded
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    masked = np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    return np.round(masked, 4)
