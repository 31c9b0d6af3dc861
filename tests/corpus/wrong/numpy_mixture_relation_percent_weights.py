# track: numpy
# exercise: mixture
# why: weighted_mixture accepts weights "given in percent, as the heat-map labels print them" and divides them by 100 whenever some weight exceeds 1, so every valid input with a weight above 1 (any real weights are to be used as given) comes back 100 times too small
# kind: relation
# diagnosis: ratio, weights-rescaled


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if (weights > 1).any():
        weights = weights / 100  # percentages
    return weights @ values
