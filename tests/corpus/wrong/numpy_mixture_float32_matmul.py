# track: numpy
# exercise: mixture
# why: multiplies in float32 "because it is faster" and casts back, so float64 inputs lose precision
# kind: relation
# diagnosis: float32-precision


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    out_dtype = np.result_type(weights, values)
    fast = weights.astype(np.float32) @ values.astype(np.float32)
    return fast.astype(out_dtype)
