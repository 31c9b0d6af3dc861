# track: numpy
# exercise: mixture
# why: an explicit loop version that allocates the result with np.empty(shape) and no dtype, so float32 inputs come back as float64
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    t, d_v = weights.shape[-2], values.shape[-1]
    w = np.broadcast_to(weights, lead + weights.shape[-2:])
    v = np.broadcast_to(values, lead + values.shape[-2:])
    out = np.empty(lead + (t, d_v))
    for idx in np.ndindex(*lead):
        for i in range(t):
            # row i: each value vector weighted by query i's weight for its key
            out[idx + (i,)] = (w[idx + (i,)][:, None] * v[idx]).sum(axis=0)
    return out
