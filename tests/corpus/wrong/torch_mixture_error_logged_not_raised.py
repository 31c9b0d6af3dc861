# track: torch
# exercise: mixture
# why: weighted_mixture reports bad shapes the way the student's training scripts do, logger.error(...) and carry on, instead of raising ValueError; 1-D weights or values then reach @, which takes them as vectors and returns a result, and mismatched S axes end in matmul's RuntimeError
# kind: error
# diagnosis: error-not-raised, error-not-valueerror
import logging

import torch

logger = logging.getLogger("attention")


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        logger.error("weighted_mixture needs (..., T, S) weights and (..., S, d_v) values; got %s and %s",
                     tuple(weights.shape), tuple(values.shape))
    elif weights.shape[-1] != values.shape[-2]:
        logger.error("weights have S=%d columns but values have S=%d rows",
                     weights.shape[-1], values.shape[-2])
    return weights @ values
