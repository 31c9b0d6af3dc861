# track: numpy
# exercise: mixture
# why: weighted_mixture makes each weights row sum to one with weights /= weights.sum(axis=-1, keepdims=True) on the array np.asarray handed back, which is the caller's own array: the caller's weights are divided in place, and every mixture uses renormalised weights instead of the weights as given
# kind: rules
# diagnosis: input-changed,mixture-renormalised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    weights /= weights.sum(axis=-1, keepdims=True)  # a convex combination, as lesson section 1 says
    return weights @ values
