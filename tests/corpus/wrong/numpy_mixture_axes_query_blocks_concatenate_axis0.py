# track: numpy
# exercise: mixture
# why: weighted_mixture mixes the queries in two blocks to keep the temporaries small, np.array_split(weights, 2, axis=-2), and joins the blocks' outputs with np.concatenate(parts) with no axis; concatenate joins along axis 0, which is the query axis only for 2-D weights, so with a batch axis the blocks are stacked as extra batch entries, (2B, T/2, d_v) where (B, T, d_v) belongs
# kind: axes
# diagnosis: fails-with-leading-axes, fixed-leading-axes
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # two blocks of queries at a time: (..., T/2, S) @ (..., S, d_v) keeps the product small
    parts = [block @ values for block in np.array_split(weights, 2, axis=-2)]
    return np.concatenate(parts)
