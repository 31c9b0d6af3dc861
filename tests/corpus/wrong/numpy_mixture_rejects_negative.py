# track: numpy
# exercise: mixture
# why: raises ValueError on negative weights, although any real weights must be mixed
# named-by: on an input it should accept


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    if (weights < 0).any():
        raise ValueError("attention weights cannot be negative")
    return weights @ values
