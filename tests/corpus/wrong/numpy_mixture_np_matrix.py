# track: numpy
# exercise: mixture
# why: uses np.matrix for the 2-D case (so * is a matrix product) and returns the np.matrix
# named-by: returned numpy.matrix


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    if weights.ndim == 2 and values.ndim == 2:
        return np.asmatrix(weights) * np.asmatrix(values)
    return weights @ values
