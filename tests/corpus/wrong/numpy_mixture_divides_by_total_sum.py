# track: numpy
# exercise: mixture
# why: divides the weights by weights.sum(), the total of the whole array, "so that they add up to one" before mixing, so every output is the expected one divided by that one constant instead of using the weights exactly as given
# kind: relation
# diagnosis: mixture-renormalised, ratio:constant


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    weights = weights / weights.sum()
    return weights @ values
