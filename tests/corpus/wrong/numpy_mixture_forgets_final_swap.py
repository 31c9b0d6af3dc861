# track: numpy
# exercise: mixture
# why: computes swapaxes(values) @ swapaxes(weights), i.e. (weights @ values) with its last two axes swapped, and forgets to swap the result back
# kind: axes
# diagnosis: transposed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # (d_v, S) @ (S, T): each column is one query's mixture
    return np.swapaxes(values, -2, -1) @ np.swapaxes(weights, -2, -1)
