# track: numpy
# exercise: softmax
# why: stable_softmax memoises its weights in a module dict keyed by (scores.shape, temperature) ("every layer softmaxes maps of the same shape"), so a later call with other scores of the same shape and temperature gets the first call's weights back
# kind: rules
# diagnosis: stale-result:shape

_WEIGHTS = {}


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    key = (scores.shape, temp)
    if key not in _WEIGHTS:
        scaled = scores / temp
        row_max = scaled.max(axis=-1, keepdims=True)
        if np.isneginf(row_max).any():
            raise ValueError("a row of scores is entirely -inf")
        exps = np.exp(scaled - row_max)
        _WEIGHTS[key] = exps / exps.sum(axis=-1, keepdims=True)
    return _WEIGHTS[key].copy()
