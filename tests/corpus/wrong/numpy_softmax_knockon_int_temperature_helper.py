# track: numpy
# exercise: softmax
# why: stable_softmax takes its temperature from the student's helper _checked_temperature, which converts with int(temperature) where float() was meant; valid temperatures below 1 become 0 and are rejected with ValueError, other non-integer temperatures are truncated (2.5 is applied as 2), and an infinite one escapes as OverflowError
# kind: knockon
# diagnosis: error-on-valid, ratio


def _checked_temperature(temperature):
    try:
        temp = int(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    return temp


def stable_softmax(scores, temperature=1.0):
    temp = _checked_temperature(temperature)
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
