# track: numpy
# exercise: softmax
# why: subtracts the maximum of the whole array instead of each row's maximum (rows far below underflow to 0/0)
# diagnosis: softmax-global-max


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - x.max())
    return exps / exps.sum(axis=-1, keepdims=True)
