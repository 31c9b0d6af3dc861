# track: numpy
# exercise: mixture
# why: accumulates one key at a time but takes the key's weights as weights[..., s, :, None] (row s) instead of the column weights[..., :, s, None], so the sum runs over the queries: the result has S rows, equals weightsᵀ @ values when T == S, and raises IndexError when S > T
# kind: axes-shapes
# diagnosis: mixture-wrong-axis, needs-square,index-past-end


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    out = 0.0
    for s in range(values.shape[-2]):
        out = out + weights[..., s, :, None] * values[..., s, None, :]
    return out
