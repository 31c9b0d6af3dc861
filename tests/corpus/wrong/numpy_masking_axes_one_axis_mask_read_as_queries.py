# track: numpy
# exercise: masking
# why: mask_scores reads a 1-D mask as one flag per QUERY ("a padding mask says which positions are real") and stands it up as a column, allowed[:, None], before broadcasting; a 1-D mask holds one flag per KEY and broadcasts along the rows, so hidden keys stay visible and whole query rows are hidden instead (or the shapes do not fit when T != S)
# kind: axes
# diagnosis: fails-with-fewer-mask-axes, mask-transposed
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim == 1:
        allowed = allowed[:, None]  # one flag per position
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
