# track: numpy
# exercise: softmax
# why: rejects temperature <= 0 and infinities but forgets NaN, which passes every comparison check
# kind: error-case
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if temp <= 0 or math.isinf(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
