# track: numpy
# exercise: mixture
# why: sets negative weights to 0 in the caller's array (in place) before mixing
# diagnosis: mixture-clipped


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    weights[weights < 0] = 0
    return weights @ values
