# track: numpy
# exercise: mixture
# why: weighted_mixture makes every weights row sum to one by shifting it, weights - weights.mean(-1) + 1/S ("keep the differences between keys, fix the total"), before mixing; softmax rows already sum to one and are unchanged, but any other weights are moved by a constant per row, so each output is off by (1 - row sum)/S times the sum of the value rows instead of mixing the weights as given
# kind: relation
# diagnosis: mixture-renormalised, fails-with-unnormalised-weights


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    S = weights.shape[-1]
    centred = weights - weights.mean(axis=-1, keepdims=True) + 1.0 / S
    return centred.astype(weights.dtype, copy=False) @ values
