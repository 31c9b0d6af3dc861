# track: numpy
# exercise: mixture
# why: np.dot instead of matmul, which is a different product on batched (3-D+) inputs
# diagnosis: dot-not-matmul


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    return np.dot(weights, values)
