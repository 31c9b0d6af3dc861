# track: numpy
# exercise: mixture
# why: loads opt_einsum "for a faster contraction when it is installed" with importlib.import_module inside try/except ImportError, falling back to weights @ values; the values are right, but importlib is one of the calls the kit forbids in submissions
# kind: rules
# diagnosis: forbidden-function

import importlib


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    try:
        opt_einsum = importlib.import_module("opt_einsum")
    except ImportError:
        return weights @ values
    return opt_einsum.contract("...ts,...sd->...td", weights, values)
