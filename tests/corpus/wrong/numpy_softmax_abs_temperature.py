# track: numpy
# exercise: softmax
# why: takes temperature = abs(float(temperature)) before validating it ("only its size matters"), so a negative temperature is silently used as its absolute value instead of raising ValueError
# kind: error-case
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = abs(float(temperature))
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
