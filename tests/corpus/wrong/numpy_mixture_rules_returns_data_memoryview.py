# track: numpy
# exercise: mixture
# why: weighted_mixture ends with "return out.data", the PyTorch habit of .data for "just the numbers, no bookkeeping"; on an ndarray .data is a memoryview of the buffer, so the mixture comes back as a memoryview instead of an np.ndarray
# kind: rules
# diagnosis: wrong-array-type
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights @ values  # (..., T, d_v)
    return out.data
