# track: numpy
# exercise: heads
# why: attention checks that k and v have the same number of keys with np.testing.assert_equal(k.shape[-2], v.shape[-2], err_msg=...), a test helper that raises AssertionError, so keys and values of different lengths S raise AssertionError instead of the contract's ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    np.testing.assert_equal(k.shape[-2], v.shape[-2], err_msg="k and v must have the same number of keys S")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    return weighted_mixture(weights, v), weights
