# track: numpy
# exercise: softmax
# why: stable_softmax is right, but its helper _overflow_shift(x) returns np.maximum(row max, 0) ("only positive scores can overflow exp, so never shift upwards"); rows whose scores are all far below 0 are then not shifted at all, their exponentials underflow to 0 and the row comes out 0/0 = NaN
# kind: knockon
# diagnosis: fails-with-extreme-scores, values-nan


def _overflow_shift(x):
    return np.maximum(x.max(axis=-1, keepdims=True), 0.0)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - _overflow_shift(scaled))
    return exps / exps.sum(axis=-1, keepdims=True)
