# track: numpy
# exercise: mixture
# why: label-smooths the weights before mixing, 0.9 * weights + 0.1 / S ("as the Transformer paper smooths with epsilon 0.1"), so every output is 0.9 times the right mixture plus 0.1 times the mean value vector instead of the weights being used as given
# kind: relation
# diagnosis: mixture-renormalised,offset, scaled-offset


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    eps = 0.1
    smoothed = (1 - eps) * weights + eps / weights.shape[-1]
    return smoothed @ values
