# track: numpy
# exercise: mixture
# why: divides the mixed values by sqrt(d_v) "to keep the output's variance at one", carrying the scores' scaling over to the mixture
# kind: relation
# diagnosis: ratio


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    d_v = values.shape[-1]
    # same trick as in the scores: keep the variance of the mixed vectors near 1
    return (weights @ values) / math.sqrt(d_v)
