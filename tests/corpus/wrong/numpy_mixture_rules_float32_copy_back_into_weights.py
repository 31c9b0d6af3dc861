# track: numpy
# exercise: mixture
# why: weighted_mixture halves its memory traffic by storing the weights as float32 "in place", weights[...] = weights.astype(np.float32), which writes the float32-rounded values back into the caller's float64 array (the input is changed) and mixes with weights rounded to float32 precision
# kind: rules
# diagnosis: input-changed, float32-precision
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    # weights are probabilities: float32 is plenty, and halves the memory the product reads
    weights[...] = weights.astype(np.float32)
    return weights @ values
