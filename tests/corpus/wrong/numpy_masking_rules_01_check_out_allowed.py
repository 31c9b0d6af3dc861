# track: numpy
# exercise: masking
# why: mask_scores checks a numeric mask with np.logical_or(allowed == 0, allowed == 1, out=allowed).all(), the out= added "to save an allocation"; the check's True results are written into the caller's own 0/1 mask, which becomes all ones, so the caller's allowed array is changed in place and the mask that is then applied hides nothing
# kind: rules
# diagnosis: input-changed
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.logical_or(allowed == 0, allowed == 1, out=allowed).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
