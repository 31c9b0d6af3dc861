# track: numpy
# exercise: mixture
# why: weighted_mixture checks its inputs with assert statements (assert weights.ndim >= 2 and values.ndim >= 2; assert weights.shape[-1] == values.shape[-2], "S differs") instead of raising ValueError, so bad inputs fail with AssertionError (and pass unchecked under python -O)
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    assert weights.ndim >= 2 and values.ndim >= 2, "need (..., T, S) weights and (..., S, d_v) values"
    assert weights.shape[-1] == values.shape[-2], f"S differs: {weights.shape} vs {values.shape}"
    return weights @ values
