# track: numpy
# exercise: mixture
# why: checks weights.shape[-1] against values.shape[-1] (d_v) instead of values.shape[-2] (S), so valid inputs with S != d_v raise ValueError
# kind: error-case
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-1]:
        raise ValueError(f"weights {weights.shape} and values {values.shape} do not line up")
    return weights @ values
