# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys up one at a time into an accumulator made with np.ones_like where np.zeros_like was meant, so every output entry is the expected mixture plus 1
# kind: relation
# diagnosis: offset


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    out = np.ones_like(weights[..., :, :1] * values[..., :1, :])  # (..., T, d_v)
    for s in range(weights.shape[-1]):
        out = out + weights[..., :, s:s + 1] * values[..., s:s + 1, :]
    return out
