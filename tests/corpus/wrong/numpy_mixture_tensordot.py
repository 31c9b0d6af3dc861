# track: numpy
# exercise: mixture
# why: contracts with np.tensordot over S, which pairs every batch of weights with every batch of values
# kind: pattern
# diagnosis: fails-with-leading-axes, dot-not-matmul


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return np.tensordot(weights, values, axes=([-1], [-2]))
