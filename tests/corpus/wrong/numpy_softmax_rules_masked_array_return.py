# track: numpy
# exercise: softmax
# why: stable_softmax returns np.ma.masked_where(np.isneginf(scaled), weights) "so the hidden keys print as -- in the lesson's tables"; the numbers are right, but the result is a numpy.ma.MaskedArray instead of the plain np.ndarray the track returns (and its hidden entries are masked rather than plain zeros)
# kind: rules
# diagnosis: wrong-array-type
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
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return np.ma.masked_where(np.isneginf(scaled), weights)
