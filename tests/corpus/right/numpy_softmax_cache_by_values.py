# track: numpy
# exercise: softmax
# why: caches the weights in a module dict keyed by the scores' bytes, shape, dtype and the temperature, and returns a copy of the cached array: a cache keyed by the values themselves is right whatever objects the values come in

_WEIGHTS_BY_VALUE = {}


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    key = (scores.tobytes(), scores.shape, scores.dtype.str, temp)
    if key not in _WEIGHTS_BY_VALUE:
        scaled = scores / scores.dtype.type(temp) if scores.dtype.kind == "f" else scores / temp
        top = scaled.max(axis=-1, keepdims=True)
        if np.isneginf(top).any():
            raise ValueError("a row of scores is entirely -inf")
        exps = np.exp(scaled - top)
        _WEIGHTS_BY_VALUE[key] = exps / exps.sum(axis=-1, keepdims=True)
    return _WEIGHTS_BY_VALUE[key].copy()
