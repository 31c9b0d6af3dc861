# track: numpy
# exercise: mixture
# why: weighted_mixture keeps the one-line version it tried first, return weights @ values, above its shape checks, so the checks are never reached: 1-D weights or values are mixed by matmul into a vector instead of raising ValueError (only matmul's own S mismatch error remains)
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    return weights @ values  # first try, kept "until the checks are tested"
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
