# track: numpy
# exercise: heads
# why: the student's stable_softmax shifts each row by its largest absolute value, np.abs(scaled).max(axis=-1, keepdims=True) ("safe against overflow in both directions"), instead of its largest value; a masked row holds -inf, whose absolute value is inf, so every weight of that row becomes 0/0 = NaN and masked attention returns NaN (rows of large negative scores underflow the same way)
# kind: knock-on
# diagnosis: fails-with-extreme-scores, softmax-unstable


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = np.abs(scaled).max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
