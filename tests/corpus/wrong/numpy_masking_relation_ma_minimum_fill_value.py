# track: numpy
# exercise: masking
# why: mask_scores takes its fill value from np.ma.minimum_fill_value(scores) ("the masked-array fill for a minimum"), which is +inf for floats (the value that never wins a minimum), so every hidden score becomes +inf instead of -inf
# kind: relation
# diagnosis: only-at-special
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    hidden_value = np.ma.minimum_fill_value(scores)  # the "most negative" fill of a masked array
    return np.where(visible, scores, hidden_value).astype(scores.dtype, copy=False)
