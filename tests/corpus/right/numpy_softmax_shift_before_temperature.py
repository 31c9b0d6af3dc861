# track: numpy
# exercise: softmax
# why: subtracts the row maximum of the raw scores first, then divides by the temperature (same result as t > 0)


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores)
    m = np.max(x, axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp((x - m) / t)
    return exps / exps.sum(axis=-1, keepdims=True)
