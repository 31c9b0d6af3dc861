# track: numpy
# exercise: mixture
# why: weighted_mixture pins the product to float32 with np.matmul(weights, values, dtype=np.float32, casting="no") "so float32 in gives float32 out", but casting="no" forbids turning float64 inputs into float32, so every valid float64 call raises UFuncTypeError
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # the contract says float32 in, float32 out: make the product say so
    return np.matmul(weights, values, dtype=np.float32, casting="no")
