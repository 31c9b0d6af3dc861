# track: numpy
# exercise: mixture
# why: the f-string of the S-mismatch error reads values.sahpe (a typo), so the S check itself raises AttributeError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.sahpe[-2]}")
    return weights @ values
