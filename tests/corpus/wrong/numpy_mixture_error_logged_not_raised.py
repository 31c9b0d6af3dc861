# track: numpy
# exercise: mixture
# why: weighted_mixture reports bad shapes the way the student's pipeline code does, logging.getLogger(...).error(...) and carry on, instead of raising ValueError; 1-D weights or values then reach @, which takes them as vectors and returns a result without any error (mismatched S axes still fail inside matmul)
# kind: error
# diagnosis: error-not-raised
import logging

import numpy as np

log = logging.getLogger("attention.mixture")


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        log.error("weighted_mixture needs (..., T, S) weights and (..., S, d_v) values; got %s and %s",
                  weights.shape, values.shape)
    elif weights.shape[-1] != values.shape[-2]:
        log.error("weights have S=%d columns but values have S=%d rows",
                  weights.shape[-1], values.shape[-2])
    return weights @ values
