# track: numpy
# exercise: mixture
# why: when the S axes differ it silently mixes only the first min(S) keys instead of raising
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    s = min(weights.shape[-1], values.shape[-2])
    return weights[..., :s] @ values[..., :s, :]
