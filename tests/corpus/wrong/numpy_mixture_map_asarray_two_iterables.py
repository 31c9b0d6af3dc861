# track: numpy
# exercise: mixture
# why: converts the inputs with weights, values = map(np.asarray, weights, values), which calls np.asarray(weights_row, values_row) row by row (the second row lands in the dtype slot) instead of converting each array, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights, values = map(np.asarray, weights, values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return weights @ values
