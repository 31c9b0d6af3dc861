# track: numpy
# exercise: mixture
# why: weighted_mixture broadcasts the batch axes, flattens them with reshape(..., copy=False) "so the big tables are never copied", and multiplies matrix by matrix in a loop; copy=False raises ValueError whenever a flattening needs a copy, as it does for inputs whose batch axes are out of memory order (split_heads' swapped views with a batch axis) or are broadcast against each other's, so those valid inputs raise and multi-head attention fails through it
# kind: knockon
# diagnosis: crash, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    w = np.broadcast_to(weights, lead + weights.shape[-2:])
    v = np.broadcast_to(values, lead + values.shape[-2:])
    # views only: never copy the (..., T, S) tables
    w3 = w.reshape((-1,) + w.shape[-2:], copy=False)
    v3 = v.reshape((-1,) + v.shape[-2:], copy=False)
    out = np.empty((w3.shape[0], weights.shape[-2], values.shape[-1]), dtype=np.result_type(weights, values))
    for b in range(w3.shape[0]):
        out[b] = w3[b] @ v3[b]
    return out.reshape(lead + out.shape[-2:])
