# track: numpy
# exercise: softmax
# why: takes the row maximum over the finite scores only, np.max(scaled, axis=-1, keepdims=True, where=np.isfinite(scaled)), but a max reduction with where= needs initial= (it has no identity), so NumPy raises ValueError on every call
# kind: crash
# diagnosis: error-on-valid, crash


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    # the -inf entries should not take part in the maximum
    row_max = np.max(scaled, axis=-1, keepdims=True, where=np.isfinite(scaled))
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
