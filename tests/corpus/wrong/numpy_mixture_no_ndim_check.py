# track: numpy
# exercise: mixture
# why: plain weights @ values with no check, so 1-D weights or values are silently accepted by matmul
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    return np.asarray(weights) @ np.asarray(values)
