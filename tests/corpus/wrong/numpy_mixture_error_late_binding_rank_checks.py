# track: numpy
# exercise: mixture
# why: weighted_mixture collects its rank checks as lambdas built in a loop, (lambda: arr.ndim >= 2) for each of weights and values, and runs them afterwards; Python closures read arr when called, after the loop, so both checks look at the values and 1-D weights are mixed (a (d_v,) vector) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    checks = []
    for name, arr in (("weights", weights), ("values", values)):
        checks.append((lambda: arr.ndim >= 2, f"{name} needs at least 2 axes; got shape {arr.shape}"))
    checks.append((lambda: weights.shape[-1] == values.shape[-2], f"weights {weights.shape} and values {values.shape} differ in S"))
    for ok, message in checks:
        if not ok():
            raise ValueError(message)
    return weights @ values
