# track: numpy
# exercise: softmax
# why: applies the temperature to the exponentials, np.exp(scaled - row_max) / temp, instead of to the scores; the factor cancels in the normalisation, so the temperature has no effect at all
# kind: relation
# diagnosis: softmax-temperature-ignored


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max) / temp
    return exps / exps.sum(axis=-1, keepdims=True)
