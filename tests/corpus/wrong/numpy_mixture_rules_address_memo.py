# track: numpy
# exercise: mixture
# why: weighted_mixture memoises its products in a module dict keyed by where the two arrays live in memory, (weights.ctypes.data, values.ctypes.data) and their shapes ("attention mixes the same buffers again and again"); when the caller writes new numbers into the same arrays, it returns the mixture of the numbers they held before
# kind: rules
# diagnosis: stale-result


_MIXTURES = {}


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    key = (weights.ctypes.data, values.ctypes.data, weights.shape, values.shape, weights.dtype, values.dtype)
    if key not in _MIXTURES:
        _MIXTURES[key] = weights @ values
    return _MIXTURES[key]
