# track: numpy
# exercise: mixture
# why: mixes with NumPy 2.2's np.vecmat(weights, values) (each weights row is a vector times the values matrix), but without giving values a query axis (values[..., None, :, :]) the weights' (..., T) loop axes line up against the values' (...) ones from the right, so it is right in 2-D and fails (T against the batch axis) as soon as there are leading axes
# kind: axes-shapes
# diagnosis: fails-with-leading-axes,fixed-leading-axes,fixed-ndim


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.vecmat(weights, values)
