# track: numpy
# exercise: mixture
# why: weighted_mixture clamps the weights to [0, 1] with np.clip(weights, 0, 1, out=weights) "since weights are probabilities" before the product, which writes the clipped numbers into the caller's own weights array and mixes with them, so negative or large weights are both changed for the caller and wrongly mixed
# kind: rules
# diagnosis: input-changed,mixture-clipped

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    np.clip(weights, 0, 1, out=weights)
    return weights @ values
