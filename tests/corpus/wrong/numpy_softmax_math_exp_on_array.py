# track: numpy
# exercise: softmax
# why: exponentiates the shifted scores with math.exp, which only takes a single number, so every call on a scores array raises TypeError
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = math.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
