# track: numpy
# exercise: mixture
# why: weighted_mixture adds 1e-6 to the result "so that a later log or division never meets an exact zero", so every output entry is shifted by a constant
# kind: relation
# diagnosis: offset


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values + 1e-6
