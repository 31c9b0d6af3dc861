# track: numpy
# exercise: mixture
# why: weighted_mixture scatters every (query, key) product into its query row in one vectorised step, out[..., t_idx, :] += weights[..., t_idx, s_idx, None] * values[..., s_idx, :], over the pairs of np.indices((T, S)); a fancy-index += is buffered (np.add.at is the unbuffered one), so each query row keeps only the product of the LAST key written to it instead of the sum over all S keys
# kind: relation
# diagnosis: key-left-out
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    T, S = weights.shape[-2], weights.shape[-1]
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    dtype = np.result_type(weights, values)
    out = np.zeros(lead + (T, values.shape[-1]), dtype=dtype)
    # every (query, key) pair at once: pair p adds weights[t_p, s_p] * values[s_p] to row t_p
    t_idx, s_idx = (a.ravel() for a in np.indices((T, S)))
    out[..., t_idx, :] += weights[..., t_idx, s_idx, None] * values[..., s_idx, :]
    return out
