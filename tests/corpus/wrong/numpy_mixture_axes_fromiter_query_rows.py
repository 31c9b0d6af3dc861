# track: numpy
# exercise: mixture
# why: weighted_mixture builds the output one query row at a time with np.fromiter((row @ values for row in weights), dtype=np.dtype((values.dtype, (d_v,))), count=weights.shape[-2]), "no temporary (T, S, d_v) array"; iterating an array walks its first axis, which is the queries only for 2-D weights: with a batch or head axis each item is a whole (T, S) matrix, whose product does not fit the (d_v,) rows and the call raises ValueError
# kind: axes
# diagnosis: fixed-leading-axes, fixed-ndim, fails-unless-ndim, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    d_v = values.shape[-1]
    rows = (row @ values for row in weights)  # one (d_v,) output row per query
    return np.fromiter(rows, dtype=np.dtype((np.result_type(weights, values), (d_v,))), count=weights.shape[-2])
