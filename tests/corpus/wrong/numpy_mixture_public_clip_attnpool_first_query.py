# track: numpy
# exercise: mixture
# why: weighted_mixture ports the end of CLIP's AttentionPool2d, where only the prepended mean token asks a query and the layer returns x[0] (the pooled output), as weights[..., :1, :] @ values, so it returns one (..., 1, d_v) row, the first query's mixture, instead of one row per query
# kind: public
# diagnosis: cut-short
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    pooled = weights[..., :1, :] @ values  # the pooled token's query only, x[:1]
    return pooled
