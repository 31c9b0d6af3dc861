# track: numpy
# exercise: mixture
# why: weighted_mixture centres each weights row on its mean before mixing, (weights - weights.mean(-1, keepdims=True)) @ values, "so a uniform row contributes nothing, only the preference counts", so every output is the expected one minus the row mean of the weights times the sum of the values
# kind: relation
# diagnosis: offset


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    centred = weights - weights.mean(axis=-1, keepdims=True)
    return centred @ values
