# track: numpy
# exercise: mixture
# why: weighted_mixture validates with the student's helper _as_matrices(*arrays), shared with scaled_scores, whose return statement sits inside its for loop, so only the FIRST array is rank-checked; 1-D values (S,) get past it and the S check's values.shape[-2] raises IndexError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import numpy as np


def _as_matrices(*arrays):
    """Convert every input to an array and check that each has at least 2 axes."""
    out = []
    for a in arrays:
        a = np.asarray(a)
        if a.ndim < 2:
            raise ValueError(f"expected an array (..., rows, cols) with 2 or more axes; got shape {a.shape}")
        out.append(a)
        return out + [np.asarray(b) for b in arrays[len(out):]]


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights, values = _as_matrices(weights, values)
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q, k = _as_matrices(q, k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
