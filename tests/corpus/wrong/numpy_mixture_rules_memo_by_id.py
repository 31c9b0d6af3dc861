# track: numpy
# exercise: mixture
# why: weighted_mixture memoises its results in a module dict keyed by (id(weights), id(values), shapes) "to skip repeated work"; ids are reused once arrays are freed, so later calls with new arrays of the same shapes get an earlier call's stale output
# kind: rules-types
# diagnosis: not-deterministic, stale-result

_MIXTURE_CACHE = {}


def weighted_mixture(weights, values):
    key = (id(weights), id(values), np.shape(weights), np.shape(values))
    if key in _MIXTURE_CACHE:
        return _MIXTURE_CACHE[key]
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    out = weights @ values
    _MIXTURE_CACHE[key] = out
    return out
