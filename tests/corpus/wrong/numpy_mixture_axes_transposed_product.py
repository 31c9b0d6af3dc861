# track: numpy
# exercise: mixture
# why: weighted_mixture writes the product "values first" as np.swapaxes(values, -2, -1) @ np.swapaxes(weights, -2, -1), which is (weights @ values) transposed, and forgets to swap the result back, so it returns (..., d_v, T) instead of (..., T, d_v)
# kind: axes
# diagnosis: transposed

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.swapaxes(values, -2, -1) @ np.swapaxes(weights, -2, -1)
