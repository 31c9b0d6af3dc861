# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature and then applies it to the exponentials, np.exp(scaled - row_max) / temperature, instead of to the scores; a factor common to a whole row cancels in the normalisation, so every temperature gives the weights of temperature 1
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
    exps = np.exp(scaled - row_max) / temp  # a high temperature flattens, a low one sharpens
    return exps / exps.sum(axis=-1, keepdims=True)
