# track: numpy
# exercise: softmax
# why: wraps the exponentials in np.errstate(all="raise") "so that no overflow can slip through"; that also turns harmless underflow (exp of a very negative shifted score) into FloatingPointError on valid inputs
# kind: crash
# diagnosis: crash


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
        raise ValueError("a row of scores is entirely -inf")
    with np.errstate(all="raise"):
        exps = np.exp(scaled - row_max)
        return exps / exps.sum(axis=-1, keepdims=True)
