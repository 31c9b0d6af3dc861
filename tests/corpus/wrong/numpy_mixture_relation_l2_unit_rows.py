# track: numpy
# exercise: mixture
# why: weighted_mixture divides every output row by the Euclidean length of its weights row, np.linalg.norm(weights, axis=-1, keepdims=True) (the default ord=2), "so the weights form a unit vector"; weights are to be used as given, so each output row is off by a factor of its own
# kind: relation
# diagnosis: mixture-renormalised
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    length = np.linalg.norm(weights, axis=-1, keepdims=True)
    return (weights / length) @ values
