# track: numpy
# exercise: masking
# why: mask_scores tests for empty rows with "if ~visible.all(axis=-1).any():", meaning "(not visible) everywhere in a row"; the ~ applies last, to the np.bool_ that .any() returns, so it raises whenever NO row is fully visible (valid masks included) and passes a mask with an empty row whenever some other row sees every key
# kind: error
# diagnosis: error-on-valid, error-not-raised
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not fit the scores' shape {scores.shape}"
        ) from err
    # a row where every key is hidden
    if ~visible.all(axis=-1).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
