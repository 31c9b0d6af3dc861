# track: numpy
# exercise: mixture
# why: weighted_mixture checks values.ndim < 1 where < 2 belongs ("values may be one number per key"), so 1-D values are accepted and weights @ values returns a (..., T) vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 1:
        raise ValueError(f"bad shapes {weights.shape} and {values.shape}")
    s_values = values.shape[-2] if values.ndim >= 2 else values.shape[-1]
    if weights.shape[-1] != s_values:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={s_values}")
    return weights @ values
