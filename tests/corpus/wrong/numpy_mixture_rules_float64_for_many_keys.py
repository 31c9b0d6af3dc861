# track: numpy
# exercise: mixture
# why: weighted_mixture accumulates "long" mixtures in double, np.matmul(weights, values, dtype=np.float64) whenever there are more than 4 keys ("float32 sums lose precision over many terms"), and never casts back, so float32 inputs with S > 4 come back as float64 (short mixtures keep their dtype)
# kind: rules
# diagnosis: dtype-float64, dtype-changed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes or more; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if weights.shape[-1] > 4:
        return np.matmul(weights, values, dtype=np.float64)
    return weights @ values
