# track: numpy
# exercise: mixture
# why: weighted_mixture drops its own shape checks and relies on matmul's ValueError (caught and re-raised with a nicer message); np.matmul happily takes 1-D operands, so weights (S,) or values (S,) with fewer than 2 axes are mixed into a vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    try:
        return np.matmul(weights, values)  # (..., T, d_v)
    except ValueError as err:
        raise ValueError(
            f"weights {weights.shape} and values {values.shape} do not fit (..., T, S) @ (..., S, d_v)"
        ) from err
