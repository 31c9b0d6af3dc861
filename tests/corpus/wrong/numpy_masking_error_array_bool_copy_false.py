# track: numpy
# exercise: masking
# why: mask_scores turns the mask into bools with np.array(allowed, dtype=bool, copy=False), the NumPy 1 idiom for "copy only if needed"; under NumPy 2 copy=False means never copy, and an integer 0/1 mask cannot become bools without one, so every valid 0/1 integer mask raises ValueError ("Unable to avoid copy") while bool masks work
# kind: error
# diagnosis: fails-with-01-masks, error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    visible = np.array(allowed, dtype=bool, copy=False)  # no copy when it is bool already
    try:
        visible = np.broadcast_to(visible, scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {visible.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
