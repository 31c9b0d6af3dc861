# track: numpy
# exercise: mixture
# why: weighted_mixture memoises its results in a module-level dict keyed by (weights.shape, values.shape, weights.sum()) "since attention calls it again and again with the same arrays"; two calls with different arrays of the same shapes whose weights add up to the same total (every set of softmax weights of one shape does) get the first call's stale output
# kind: rules
# diagnosis: not-deterministic, stale-result


_MIXTURE_CACHE = {}


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    key = (weights.shape, values.shape, float(weights.sum()))
    if key not in _MIXTURE_CACHE:
        _MIXTURE_CACHE[key] = weights @ values
    return _MIXTURE_CACHE[key].copy()
