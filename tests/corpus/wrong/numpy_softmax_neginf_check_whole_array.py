# track: numpy
# exercise: softmax
# why: checks whether the whole array is -inf instead of each row, so a single all -inf row gives NaN
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    if np.isneginf(x).all():
        raise ValueError("all scores are -inf")
    exps = np.exp(x - x.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
