# track: numpy
# exercise: softmax
# why: a generous 0.01 added to the denominator "for safety"; each row's weights keep their ratios but sum to about 0.99
# kind: relation
# diagnosis: epsilon


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    top = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(top).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - top)
    return exps / (exps.sum(axis=-1, keepdims=True) + 0.01)
