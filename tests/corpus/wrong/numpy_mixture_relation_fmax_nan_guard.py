# track: numpy
# exercise: mixture
# why: weighted_mixture guards against NaN weights with np.fmax(weights, 0.0) ("fmax ignores NaN"), but fmax is an element-wise maximum, so every negative weight is also raised to 0 before mixing
# kind: relation
# diagnosis: mixture-clipped
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    clean = np.fmax(weights, 0.0).astype(weights.dtype, copy=False)  # NaN -> 0
    return clean @ values
