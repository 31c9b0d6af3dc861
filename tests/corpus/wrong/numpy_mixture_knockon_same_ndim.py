# track: numpy
# exercise: mixture
# why: weighted_mixture rejects inputs whose numbers of axes differ (weights.ndim != values.ndim raises ValueError, "a weights map per value set"), so broadcasting calls are refused, and attention with batched queries and keys but 2-D values shared by the batch fails through it
# kind: knockon
# diagnosis: error-on-valid

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.ndim != values.ndim:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need the same number of axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
