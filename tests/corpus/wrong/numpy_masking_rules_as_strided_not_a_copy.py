# track: numpy
# exercise: masking
# why: mask_scores takes its working array with np.lib.stride_tricks.as_strided(scores, scores.shape, scores.strides) ("a fresh array with the same layout") and writes -inf into it; as_strided returns a writable view of the same memory, not a copy, so the hidden places of the caller's scores are overwritten with -inf
# kind: rules
# diagnosis: input-changed, input-aliased
import numpy as np
from numpy.lib.stride_tricks import as_strided


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
    out = as_strided(scores, scores.shape, scores.strides)  # same layout as the scores
    out[~visible] = -np.inf
    return out
