# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies with np.matmul(weights, values, dtype=np.float64) "to accumulate the sums in double precision", so float32 inputs come back as a float64 mixture
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # accumulate in double precision so long rows of small weights do not lose digits
    return np.matmul(weights, values, dtype=np.float64)
