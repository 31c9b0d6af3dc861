# track: numpy
# exercise: masking
# why: mask_scores is decorated with the student's _float_arrays, which turns every positional argument into np.asarray(a, dtype=float) "so lists and integer scores work too"; dtype=float is float64, so float32 scores are masked and returned as float64, and attention and multi-head attention (right themselves) hand back float64 weights and outputs for float32 inputs whenever a mask is given
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import functools

import numpy as np


def _float_arrays(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*(np.asarray(a, dtype=float) for a in args), **kwargs)

    return wrapper


@_float_arrays
def mask_scores(scores, allowed):
    if not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
