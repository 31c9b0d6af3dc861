# track: numpy
# exercise: mixture
# why: clips the weights into [0, 1] with np.clip "because weights are probabilities", so weights outside that range are changed before mixing
# kind: relation
# diagnosis: mixture-clipped, clipped


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    probs = np.clip(weights, 0.0, 1.0).astype(weights.dtype, copy=False)
    return probs @ values
