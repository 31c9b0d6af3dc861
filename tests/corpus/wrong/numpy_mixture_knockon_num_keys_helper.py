# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys up one at a time over range(_num_keys(values)), but the helper _num_keys returns values.shape[-1], the value width d_v, instead of values.shape[-2], the number of keys S, so with d_v < S the last keys are left out of every output and with d_v > S the loop indexes past the last key (IndexError)
# kind: knockon
# diagnosis: key-left-out, crash


def _num_keys(values):
    """Number of keys S in values laid out (..., S, d_v)."""
    return values.shape[-1]


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each; got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = np.zeros(lead + (weights.shape[-2], values.shape[-1]), dtype=np.result_type(weights, values))
    for s in range(_num_keys(values)):
        out = out + weights[..., :, s, None] * values[..., s, None, :]
    return out
