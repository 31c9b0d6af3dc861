# track: numpy
# exercise: mixture
# why: weighted_mixture sums the weighted values with .sum(axis=-2, where=weights[..., None] > 0) "to skip the keys a query ignores", but > 0 also skips every negative weight, so negative weights are dropped (as if set to 0) instead of being mixed as given
# kind: relation
# diagnosis: mixture-clipped


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return terms.sum(axis=-2, where=weights[..., :, :, None] > 0)
