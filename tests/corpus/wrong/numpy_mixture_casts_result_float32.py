# track: numpy
# exercise: mixture
# why: casts the result with .astype(np.float32) "because attention runs in float32", so float64 inputs come back as float32
# kind: rules-types
# diagnosis: dtype-changed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    mixed = np.matmul(weights, values)
    return mixed.astype(np.float32)
