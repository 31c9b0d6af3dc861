# track: numpy
# exercise: mixture
# why: weighted_mixture memoises its results in a module dict keyed by weights.tobytes() ('the same attention map gives the same mixture'), leaving the values out of the key, so a later call with the same weights and other values returns the first call's stale output
# kind: rules
# diagnosis: stale-result


_MIXED = {}


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    key = weights.tobytes()
    if key not in _MIXED:
        _MIXED[key] = weights @ values
    return _MIXED[key]
