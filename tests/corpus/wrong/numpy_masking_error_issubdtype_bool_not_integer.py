# track: numpy
# exercise: masking
# why: mask_scores accepts only "integer-like" masks with np.issubdtype(allowed.dtype, np.integer), assuming bool is an integer type, but np.bool_ is not a subtype of np.integer, so every valid bool mask raises ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    # bools are 0/1 integers, so this covers both kinds of mask the contract allows
    if not np.issubdtype(allowed.dtype, np.integer):
        raise ValueError(f"allowed must hold bools or 0/1 integers; got dtype {allowed.dtype}")
    if not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed != 0, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
