# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value by broadcasting and sums over the keys with .sum(axis=-2, keepdims=True) out of habit, so the result keeps the summed S axis as length 1: (..., T, 1, d_v) instead of (..., T, d_v)
# kind: axes-shapes
# diagnosis: extra-axis


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    products = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return products.sum(axis=-2, keepdims=True)
