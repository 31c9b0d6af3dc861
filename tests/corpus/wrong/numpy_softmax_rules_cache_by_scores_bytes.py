# track: numpy
# exercise: softmax
# why: stable_softmax checks the temperature, then caches its weights in a module dict keyed by the scores' bytes ("the same scores give the same weights") and leaves the temperature out of the key, so the same scores at another temperature get the weights of the first call
# kind: rules
# diagnosis: stale-result:temperature
_WEIGHTS_BY_SCORES: dict = {}


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    key = (scores.shape, scores.dtype.str, scores.tobytes())
    if key not in _WEIGHTS_BY_SCORES:
        scaled = scores / temp
        shifted = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
        _WEIGHTS_BY_SCORES[key] = shifted / shifted.sum(axis=-1, keepdims=True)
    return _WEIGHTS_BY_SCORES[key].copy()
