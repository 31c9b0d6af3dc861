# track: numpy
# exercise: mixture
# why: weighted_mixture raises ValueError when values has more axes than weights ("the values cannot have more batch axes than the weights"), rejecting valid inputs whose extra leading value axes broadcast
# kind: error-case
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if values.ndim > weights.ndim:
        raise ValueError(f"values {values.shape} cannot have more batch axes than weights {weights.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
