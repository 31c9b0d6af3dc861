# track: numpy
# exercise: softmax
# why: validates only temperature <= 0, so inf and NaN temperatures are accepted
# named-by: for temperature inf; the contract says it raises ValueError


def stable_softmax(scores, temperature=1.0):
    if temperature <= 0:
        raise ValueError(f"temperature must be positive; got {temperature!r}")
    with np.errstate(invalid="ignore"):
        x = np.asarray(scores) / temperature
        m = x.max(axis=-1, keepdims=True)
        if np.isneginf(m).any():
            raise ValueError("a row is entirely -inf")
        exps = np.exp(x - m)
        return exps / exps.sum(axis=-1, keepdims=True)
