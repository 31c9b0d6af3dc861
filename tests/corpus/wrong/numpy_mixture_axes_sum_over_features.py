# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value by broadcasting, weights[..., :, :, None] * values[..., None, :, :] with shape (..., T, S, d_v), and then sums over axis=-1, the value features, instead of axis=-2, the keys, so it returns a (..., T, S) array of weights times row sums of the values instead of the (..., T, d_v) mixture
# kind: axes
# diagnosis: reduced-other-axis, mixture-summed-features


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    contributions = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return contributions.sum(axis=-1)
