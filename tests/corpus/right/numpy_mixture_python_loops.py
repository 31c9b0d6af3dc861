# track: numpy
# exercise: mixture
# why: pure-Python loops over every leading index, query, key and feature (slow but correct)


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v); got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} != {values.shape[-2]}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    t, s = weights.shape[-2:]
    d_v = values.shape[-1]
    w = np.broadcast_to(weights, (*lead, t, s))
    v = np.broadcast_to(values, (*lead, s, d_v))
    out = np.zeros((*lead, t, d_v), dtype=np.result_type(weights, values))
    for index in np.ndindex(*lead):
        for i in range(t):
            for j in range(d_v):
                total = 0.0
                for m in range(s):
                    total += float(w[index][i, m]) * float(v[index][m, j])
                out[index][i, j] = total
    return out
