# track: numpy
# exercise: mixture
# why: weighted_mixture checks the key counts with weights.shape(-1) != values.shape(-2), calling the shape tuple like the PyTorch method size(-1); a tuple cannot be called, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape(-1) != values.shape(-2):
        raise ValueError("weights and values differ in S")
    return weights @ values
