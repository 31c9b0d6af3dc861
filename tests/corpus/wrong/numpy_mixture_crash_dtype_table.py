# track: numpy
# exercise: mixture
# why: weighted_mixture looks up the dtype to accumulate in from a table keyed by scalar types, {np.float32: np.float64, np.float64: np.float64}[weights.dtype]; a dtype object compares equal to its scalar type but does not hash like it, so the lookup raises KeyError on every valid call
# kind: crash
# diagnosis: crash

_ACCUMULATE_IN = {np.float32: np.float64, np.float64: np.float64}


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    acc = _ACCUMULATE_IN[weights.dtype]  # accumulate float32 sums in double
    out = np.matmul(weights.astype(acc), values.astype(acc))
    return out.astype(weights.dtype)
