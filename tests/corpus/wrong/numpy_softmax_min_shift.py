# track: numpy
# exercise: softmax
# why: subtracts each row's minimum instead of its maximum, so exp still overflows (and -inf - -inf is NaN)
# diagnosis: softmax-unstable


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - x.min(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
