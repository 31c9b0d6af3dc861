# track: numpy
# exercise: softmax
# why: stable_softmax rejects bad temperatures case by case, "temp <= 0 or temp == np.inf or temp == np.nan"; NaN compares unequal to everything, itself included, so a NaN temperature passes every test and the call returns NaN weights instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp <= 0 or temp == np.inf or temp == np.nan:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
