# track: numpy
# exercise: mixture
# why: weighted_mixture fills the output row by row with the lesson's 1-based index turned 0-based on one side only, out[..., t, :] = weights[..., t - 1, :] @ values, so every output row holds the previous query's mixture and row 0 wraps round to the last query's
# kind: relation
# diagnosis: reordered, permuted, axis-rolled
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    t_count = weights.shape[-2]
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = np.zeros(lead + (t_count, values.shape[-1]), dtype=np.result_type(weights, values))
    for t in range(t_count):
        # row t of the lesson's table (numbered from 1) is query t - 1 here
        out[..., t, :] = (weights[..., t - 1, :, None] * values).sum(axis=-2)
    return out
