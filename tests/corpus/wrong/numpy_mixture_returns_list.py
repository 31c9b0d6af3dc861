# track: numpy
# exercise: mixture
# why: returns a nested Python list (.tolist()) instead of an np.ndarray
# named-by: returned a list


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    return (weights @ values).tolist()
