# track: numpy
# exercise: mixture
# why: weighted_mixture gathers every problem with its inputs and raises them together as Python 3.11's ExceptionGroup("bad weighted_mixture inputs", problems); the ValueErrors inside the group are not seen by except ValueError (ExceptionGroup is no ValueError), so 1-D inputs and mismatched S axes raise the wrong exception type
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    problems = []
    if weights.ndim < 2:
        problems.append(ValueError(f"weights must be (..., T, S); got {weights.shape}"))
    if values.ndim < 2:
        problems.append(ValueError(f"values must be (..., S, d_v); got {values.shape}"))
    if not problems and weights.shape[-1] != values.shape[-2]:
        problems.append(ValueError(f"weights have S={weights.shape[-1]}, values S={values.shape[-2]}"))
    if problems:
        raise ExceptionGroup("bad weighted_mixture inputs", problems)
    return weights @ values
