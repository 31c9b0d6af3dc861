# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies with np.matmul(weights, values, dtype=np.float32) "in single precision, as a GPU would" and casts the product back to the inputs' dtype; float64 weights and values are rounded to float32 on the way (the casting rule same_kind allows it), so float64 mixtures carry float32 errors, and attention and multi-head attention, which mix through it, return float64 outputs with float32 precision
# kind: knockon
# diagnosis: float32-precision


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = np.matmul(weights, values, dtype=np.float32)
    return out.astype(np.result_type(weights, values))
