# track: numpy
# exercise: mixture
# why: centres the values on their mean over the keys "for numerical stability" before mixing and forgets to add the mean back, so every output row is the right mixture minus the mean value vector (for rows of weights that sum to 1)
# kind: relation
# diagnosis: offset

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape} vs values {values.shape}")
    centred = values - values.mean(axis=-2, keepdims=True)
    return weights @ centred
