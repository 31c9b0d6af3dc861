# track: numpy
# exercise: mixture
# why: forms every weighted value by broadcasting and adds them up with .sum(axis=-2, dtype=np.float64) "for an accurate sum", so float32 weights and values come back as a float64 mixture
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    products = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return products.sum(axis=-2, dtype=np.float64)
