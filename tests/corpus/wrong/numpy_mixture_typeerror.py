# track: numpy
# exercise: mixture
# why: raises TypeError instead of ValueError for inputs of the wrong shape
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise TypeError(f"expected (..., T, S) and (..., S, d_v); got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise TypeError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values
