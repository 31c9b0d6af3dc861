# track: numpy
# exercise: softmax
# why: stable_softmax memoises its weights in a module dict keyed by where the scores live in memory, (scores.ctypes.data, scores.shape, temperature) ("attention softmaxes the same score buffer again"), so after the caller refills the same array with other scores it returns the weights of the old ones
# kind: rules
# diagnosis: stale-result

_WEIGHTS_CACHE = {}


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    key = (scores.ctypes.data, scores.shape, scores.dtype.str, temp)
    if key in _WEIGHTS_CACHE:
        return _WEIGHTS_CACHE[key].copy()
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    _WEIGHTS_CACHE[key] = weights
    return weights.copy()
