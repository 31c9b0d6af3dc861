# track: numpy
# exercise: mixture
# why: divides each row of weights by its sum before mixing, although weights are used as given
# named-by: renormalised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    weights = weights / weights.sum(axis=-1, keepdims=True)
    return weights @ values
