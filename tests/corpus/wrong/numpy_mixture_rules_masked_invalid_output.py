# track: numpy
# exercise: mixture
# why: weighted_mixture returns np.ma.masked_invalid(weights @ values) "so that NaN outputs from bad weights show up masked in the printout"; the numbers are right, but the result is a numpy.ma.MaskedArray instead of the plain np.ndarray the track returns
# kind: rules
# diagnosis: wrong-array-type


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return np.ma.masked_invalid(weights @ values)
