# track: numpy
# exercise: mixture
# why: requires the leading (batch) shapes of weights and values to be identical, so valid inputs that broadcast (a 2-D values shared by batched weights) raise ValueError
# kind: error-case
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[:-2] != values.shape[:-2]:
        raise ValueError(f"batch shapes differ: {weights.shape[:-2]} vs {values.shape[:-2]}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return weights @ values
