# track: numpy
# exercise: mixture
# why: weighted_mixture takes the mean of the weighted value rows over the keys and turns it back into a sum by multiplying by "the count", but reads the count as values.shape[-1], the value width d_v, instead of the number of keys S, so every output is d_v / S times the expected one
# kind: relation
# diagnosis: ratio


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return terms.mean(axis=-2) * values.shape[-1]  # mean times the count is the sum
