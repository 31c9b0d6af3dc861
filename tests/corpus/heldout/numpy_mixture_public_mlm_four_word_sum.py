# track: numpy
# exercise: mixture
# why: ports the weighted sum of Machine Learning Mastery's NumPy "attention mechanism from scratch" tutorial, attention = weights[0] * V[0] + weights[1] * V[1] + weights[2] * V[2] + weights[3] * V[3], written for its four words; the sum keeps exactly four keys, so S > 4 leaves keys out and S < 4 raises IndexError
# kind: public
# diagnosis: key-left-out, index-past-end, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # one term per word, as in the tutorial: weight of word i times the value of word i
    return (weights[..., 0, None] * values[..., None, 0, :]
            + weights[..., 1, None] * values[..., None, 1, :]
            + weights[..., 2, None] * values[..., None, 2, :]
            + weights[..., 3, None] * values[..., None, 3, :])
