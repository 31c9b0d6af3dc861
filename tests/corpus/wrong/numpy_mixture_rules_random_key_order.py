# track: numpy
# exercise: mixture
# why: visits the keys in a random order (the same np.random.permutation for the weights' columns and the values' rows) "so no key is favoured by its position"; the sum is the same in exact arithmetic, but the rounding changes with the order, so two calls on the same input give results that differ in the last bits
# kind: rules
# diagnosis: not-deterministic

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape} vs values {values.shape}")
    order = np.random.permutation(weights.shape[-1])
    return weights[..., order] @ values[..., order, :]
