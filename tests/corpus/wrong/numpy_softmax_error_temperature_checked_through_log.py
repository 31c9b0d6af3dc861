# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature by calling math.log(temperature) and turning its "math domain error" into ValueError ("the log exists only for positive numbers"); that rejects 0 and negatives, but math.log(inf) and math.log(nan) succeed, so infinite and NaN temperatures are accepted instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
        math.log(temp)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
