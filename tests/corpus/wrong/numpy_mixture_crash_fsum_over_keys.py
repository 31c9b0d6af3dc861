# track: numpy
# exercise: mixture
# why: weighted_mixture adds the per-key contributions with math.fsum "for an exactly rounded sum", but math.fsum only takes numbers and each contribution is an array, so every valid call with more than one output entry raises TypeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each; got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    contributions = (weights[..., :, s, None] * values[..., s, None, :] for s in range(weights.shape[-1]))
    return math.fsum(contributions)
