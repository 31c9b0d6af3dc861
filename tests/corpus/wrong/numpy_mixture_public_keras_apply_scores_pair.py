# track: numpy
# exercise: mixture
# why: ports the last line of Keras' Attention._apply_scores, "return ops.matmul(weights, value), weights", so weighted_mixture returns the pair (mixture, weights) instead of the (..., T, d_v) mixture array alone
# kind: public
# diagnosis: wrong-array-type


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.matmul(weights, values), weights
