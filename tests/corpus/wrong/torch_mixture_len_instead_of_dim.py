# track: torch
# exercise: mixture
# why: checks the rank with len(weights) < 2 (the size of the first axis) instead of weights.dim(), so valid inputs whose first axis has length 1 raise ValueError while 1-D inputs slip through
# kind: error-case
# diagnosis: error-on-valid,error-not-raised


def weighted_mixture(weights, values):
    if len(weights) < 2 or len(values) < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return weights @ values
