# track: numpy
# exercise: mixture
# why: divides the mixture by values.shape[-1] ("a mixture is an average"), the number of value features d_v, so every output is 1/d_v times the expected one
# kind: relation
# diagnosis: ratio


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} and {values.shape[-2]}")
    return (weights @ values) / values.shape[-1]
