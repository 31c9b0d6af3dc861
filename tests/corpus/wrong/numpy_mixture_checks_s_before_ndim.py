# track: numpy
# exercise: mixture
# why: compares weights.shape[-1] with values.shape[-2] before checking the number of axes, so 1-D values raise IndexError instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    return weights @ values
