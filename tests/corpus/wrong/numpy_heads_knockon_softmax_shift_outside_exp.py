# track: numpy
# exercise: heads
# why: the student's stable_softmax closes the parenthesis too early, np.exp(scaled) - row_max where np.exp(scaled - row_max) was meant, so the row maximum is subtracted from the exponentials instead of from the scores: the normalised weights are wrong (a hidden key's exponential 0 becomes -row_max, a nonzero weight) and large scores overflow, so attention and multi-head attention, correct themselves, return wrong weights and outputs
# kind: knockon
# diagnosis: softmax-unstable


def stable_softmax(scores, temperature=1.0):
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
    exps = np.exp(scaled) - row_max
    return exps / exps.sum(axis=-1, keepdims=True)
