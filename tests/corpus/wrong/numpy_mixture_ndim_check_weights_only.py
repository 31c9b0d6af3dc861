# track: numpy
# exercise: mixture
# why: checks that weights has 2 axes but deliberately lets values be 1-D ("one scalar value per key"), so a 1-D values array is mixed into a (..., T) result instead of being rejected
# kind: inputs-errors
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2:
        raise ValueError(f"weights must be (..., T, S); got {weights.shape}")
    # values may also be a plain vector with one number per key
    s_values = values.shape[-2] if values.ndim >= 2 else values.shape[0]
    if weights.shape[-1] != s_values:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={s_values}")
    return weights @ values
