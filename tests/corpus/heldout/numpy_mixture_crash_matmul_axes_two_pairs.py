# track: numpy
# exercise: mixture
# why: weighted_mixture spells out matmul's core axes as np.matmul(weights, values, axes=[(-2, -1), (-2, -1)]), one pair per operand and none for the output; matmul's axes= needs an entry for the output too, so every valid call raises ValueError
# kind: crash
# diagnosis: crash, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # (T, S) of the weights times (S, d_v) of the values, named explicitly
    return np.matmul(weights, values, axes=[(-2, -1), (-2, -1)])
