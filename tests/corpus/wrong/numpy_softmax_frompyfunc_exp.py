# track: numpy
# exercise: softmax
# why: exponentiates element by element with np.frompyfunc(math.exp, 1, 1), which returns an array of Python objects, so the weights come back with dtype object instead of the scores' float dtype
# kind: rules-types
# diagnosis: dtype-changed

_exp = np.frompyfunc(math.exp, 1, 1)


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = _exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
