# track: numpy
# exercise: mixture
# why: weighted_mixture casts only the weights to float32 ("weights are probabilities, single precision is plenty"), weights.astype(np.float32) @ values; float64 values keep the result float64, but every float64 weight is rounded to float32 first, so float64 mixtures carry float32-sized errors
# kind: relation
# diagnosis: float32-precision,inputs-rounded

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights.astype(np.float32) @ values).astype(values.dtype, copy=False)
