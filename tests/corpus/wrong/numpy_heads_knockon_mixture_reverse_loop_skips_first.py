# track: numpy
# exercise: heads
# why: the student's weighted_mixture adds the keys from the last one back, for s in range(S - 1, 0, -1), whose stop value 0 is exclusive, so key 0 is never added: every output misses the first key's weight times its value row, and attention and multi-head attention, correct themselves, return those outputs
# kind: knockon
# diagnosis: key-left-out


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    shape = np.broadcast_shapes(weights.shape[:-1], values.shape[:-2] + (1,)) + values.shape[-1:]
    out = np.zeros(shape, dtype=np.result_type(weights, values))
    for s in range(weights.shape[-1] - 1, 0, -1):
        out += weights[..., :, s, None] * values[..., s, None, :]
    return out
