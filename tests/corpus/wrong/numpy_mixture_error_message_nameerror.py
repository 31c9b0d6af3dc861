# track: numpy
# exercise: mixture
# why: weighted_mixture's S check builds its message from value.shape, a typo for values.shape, so a real S mismatch dies with NameError while formatting the message instead of raising ValueError
# kind: error
# diagnosis: error-not-valueerror

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={value.shape[-2]}")  # noqa: F821
    return weights @ values
