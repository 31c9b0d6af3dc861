# track: numpy
# exercise: softmax
# why: exp(x - max) then multiplies by the reciprocal of the row sums instead of dividing


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    x = np.asarray(scores) / t
    top = x.max(axis=-1, keepdims=True)
    if np.isneginf(top).any():
        raise ValueError("a row is all -inf")
    exps = np.exp(x - top)
    return exps * (1.0 / exps.sum(axis=-1, keepdims=True))
