# track: numpy
# exercise: scaling
# why: scaled_scores gets k^T from a helper _keys_T that does np.moveaxis(k, -1, 0), a transpose only for 2-D keys: with leading axes the feature axis goes to the front and the product fails or mixes batches
# kind: knock-on
# diagnosis: fails-with-leading-axes,matmul-mismatch,fixed-ndim
import math

import numpy as np


def _keys_T(k):
    """(..., S, d_k) -> (..., d_k, S)."""
    return np.moveaxis(k, -1, 0)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    return (q @ _keys_T(k)) / math.sqrt(q.shape[-1])
