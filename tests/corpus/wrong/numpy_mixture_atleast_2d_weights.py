# track: numpy
# exercise: mixture
# why: calls np.atleast_2d on both inputs before validating them, so 1-D weights or values are silently promoted instead of raising ValueError
# kind: inputs-errors
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.atleast_2d(np.asarray(weights))
    values = np.atleast_2d(np.asarray(values))
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
