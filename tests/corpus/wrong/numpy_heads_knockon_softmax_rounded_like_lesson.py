# track: numpy
# exercise: heads
# why: the student's stable_softmax returns np.round(weights, 4), copying the rounding of the lesson's printout into the function, so attention and multi-head attention return weights rounded to 4 decimals (rows no longer sum exactly to 1) and outputs mixed with them
# kind: knockon
# diagnosis: rounded,epsilon


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return np.round(exps / exps.sum(axis=-1, keepdims=True), 4)
