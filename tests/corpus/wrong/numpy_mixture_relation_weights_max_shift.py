# track: numpy
# exercise: mixture
# why: weighted_mixture carries the softmax's max-shift over to the mixture and subtracts each weights row's maximum "for numerical stability" before mixing, never adding it back, so every output row is the expected one minus that row's largest weight times the sum of the value rows
# kind: relation
# diagnosis: offset, mixture-transformed
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    shifted = weights - weights.max(axis=-1, keepdims=True)
    return shifted @ values
