# track: numpy
# exercise: mixture
# why: the S check compares the slice weights.shape[-1:] (a 1-tuple) with the int values.shape[-2]; a tuple never equals an int, so every valid call raises ValueError
# kind: error-case
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1:] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
