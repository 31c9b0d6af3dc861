# track: numpy
# exercise: mixture
# why: weighted_mixture dispatches on the rank with a match statement, case 2 | 3 ("one sequence or a batch of them"), and has no case _; with 4 or more axes (the heads' (B, H, T, S) weights) no case matches, the match falls through and the function returns None, so multi-head attention gets None for its heads' output
# kind: knockon
# diagnosis: returned-none, fails-with-leading-axes
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    match weights.ndim:
        case 2 | 3:  # one sequence (T, S) or a batch of them (B, T, S)
            return weights @ values
