# track: numpy
# exercise: masking
# why: mask_scores checks for empty rows with `if not visible.any(axis=-1).all(axis=0)`, "all over the rows", which is one bool for 2-D scores but an array for batched ones, so every batched call raises ValueError (the truth value of an array is ambiguous) and attention and multi-head attention fail through it
# kind: knockon
# diagnosis: ambiguous-truth, error-on-valid, fails-with-leading-axes
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
    if not visible.any(axis=-1).all(axis=0):  # every row keeps a key
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
