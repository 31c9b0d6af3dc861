# track: numpy
# exercise: softmax
# why: shifts with x -= x.max(...) on np.asarray(scores), which subtracts in the caller's array
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores)
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    x -= m
    exps = np.exp(x / t)
    return exps / exps.sum(axis=-1, keepdims=True)
