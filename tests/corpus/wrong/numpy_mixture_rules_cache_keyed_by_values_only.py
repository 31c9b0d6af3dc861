# track: numpy
# exercise: mixture
# why: weighted_mixture memoises its outputs in a module-level dict keyed by the values' bytes and both shapes "because attention mixes the same values again and again", leaving the weights' contents out of the key, so a later call with the same values and other weights of the same shape gets the first call's stale output
# kind: rules
# diagnosis: stale-result


_MIXED = {}


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    key = (values.tobytes(), values.dtype.str, weights.shape, values.shape)
    if key not in _MIXED:
        _MIXED[key] = weights @ values
    return _MIXED[key].copy()
