# track: numpy
# exercise: softmax
# why: stable_softmax rejects a zero temperature with "temp is 0" after temp = float(temperature); is tests object identity, and the float 0.0 is never the int object 0, so a zero temperature is accepted and the scores are divided by 0 (infinite scores, NaN weights, division warnings) instead of the temperature being rejected with ValueError
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp is 0 or temp < 0 or not math.isfinite(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
