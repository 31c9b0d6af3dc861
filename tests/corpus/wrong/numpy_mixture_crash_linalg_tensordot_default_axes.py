# track: numpy
# exercise: mixture
# why: weighted_mixture calls NumPy 2's array-API np.linalg.tensordot(weights, values) ("the tensor product over the shared key axis"), leaving axes at its default 2, which contracts the weights' LAST TWO axes (T, S) with the values' FIRST TWO; for 2-D inputs that needs T = S = d_v (and then returns a 0-d number), so nearly every valid call raises ValueError ("shape-mismatch for sum") and the rest return the wrong shape
# kind: crash
# diagnosis: crash, error-on-valid

import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return np.linalg.tensordot(weights, values)  # contract over the keys
