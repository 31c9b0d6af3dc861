# track: numpy
# exercise: mixture
# why: loops over axis 0 as if it were always the one batch axis (breaks for 0 or 2+ leading axes and broadcasting)
# diagnosis: fixed-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    return np.stack([w @ v for w, v in zip(weights, values)])
