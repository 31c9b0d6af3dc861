# track: numpy
# exercise: mixture
# why: weighted_mixture names the sizes for its check with T, S = weights.shape and S2, d_v = values.shape, unpacking as if both were 2-D, so any batched weights or values raise ValueError ("too many values to unpack") before the product
# kind: crash
# diagnosis: fixed-ndim,fixed-leading-axes

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    T, S = weights.shape
    S2, d_v = values.shape
    if S != S2:
        raise ValueError(f"weights have S={S} columns but values have S={S2} rows")
    return weights @ values
