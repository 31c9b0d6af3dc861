# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies batched inputs pair by pair, np.stack([w @ v for w, v in zip(weights, values)]), keeping weights @ values only for a 2-D weights table; zip stops at the shorter first axis, so values with a batch of one shared by a larger batch of weights give a result with a single batch entry, and unbatched 2-D values are split into their rows (a size mismatch)
# kind: axes
# diagnosis: cut-short, fixed-leading-axes, error-on-valid, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    if weights.ndim == 2:
        return weights @ values
    # one batch element at a time: weights[b] pairs with values[b]
    return np.stack([w @ v for w, v in zip(weights, values)])
