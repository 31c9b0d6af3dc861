# track: numpy
# exercise: softmax
# why: stable_softmax gets its temperature from a helper, temp = _checked_temperature(temperature), but the helper validates the value and never returns it (the return line is missing), so temp is None and every call of stable_softmax fails with TypeError at scores / None
# kind: knockon
# diagnosis: none-argument


def _checked_temperature(temperature):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")


def stable_softmax(scores, temperature=1.0):
    temp = _checked_temperature(temperature)
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
