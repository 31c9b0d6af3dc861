# track: numpy
# exercise: mixture
# why: weighted_mixture's rank check builds the ValueError but forgets the raise keyword, "ValueError(...)" on a line of its own, so 1-D weights or values get through to @, which mixes an (S,) weight vector with (S, d_v) values into a (d_v,) vector (or raises a matmul ValueError for other shapes) instead of raising the contract's ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return weights @ values
