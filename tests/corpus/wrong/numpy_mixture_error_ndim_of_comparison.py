# track: numpy
# exercise: mixture
# why: the rank check closes a parenthesis in the wrong place, np.ndim(weights) < 2 or np.ndim(values < 2); np.ndim(values < 2) is the number of axes of a bool array, never 0 for valid values, so every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if np.ndim(weights) < 2 or np.ndim(values < 2):
        raise ValueError(f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values
