# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys up in a loop but writes out = weights[..., :, s, None] * values[..., s, None, :] where out += was meant, so each pass overwrites the previous one and every output is only the last key's weight times its value row
# kind: relation
# diagnosis: key-left-out


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = None
    for s in range(weights.shape[-1]):
        out = weights[..., :, s, None] * values[..., s, None, :]
    return out
