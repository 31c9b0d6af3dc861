# track: numpy
# exercise: mixture
# why: weighted_mixture rewrites the mixture relative to the first value row, v0 + weights @ (values - v0) ("only the differences from the first key matter"), an identity only when every weights row sums to 1; for any other weights each output row is off by (1 - row sum) * v0
# kind: relation
# diagnosis: offset, mixture-renormalised, fails-with-unnormalised-weights

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    first = values[..., :1, :]  # (..., 1, d_v)
    return first + weights @ (values - first)
