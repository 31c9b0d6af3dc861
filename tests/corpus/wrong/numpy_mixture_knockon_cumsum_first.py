# track: numpy
# exercise: mixture
# why: weighted_mixture adds the weighted value rows up with a running total, np.cumsum(terms, axis=-2), and reads the total at [..., 0, :] where the last entry [..., -1, :] holds it, so every output is only the first key's contribution weights[..., 0] * values[..., 0, :]; attention and multi-head attention, correct themselves, return outputs built from the first key alone
# kind: knockon
# diagnosis: key-left-out


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return np.cumsum(terms, axis=-2)[..., 0, :]
