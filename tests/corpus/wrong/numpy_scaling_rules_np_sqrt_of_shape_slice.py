# track: numpy
# exercise: scaling
# why: scaled_scores takes the scale as np.sqrt(q.shape[-1:]), the slice of the shape where the int q.shape[-1] was meant; np.sqrt turns the 1-tuple into a float64 array of one element, so the values are right but float32 scores divided by it come back float64
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = np.sqrt(q.shape[-1:])
    return (q @ np.swapaxes(k, -2, -1)) / scale
