# track: numpy
# exercise: softmax
# why: rejects only negative temperatures (temperature < 0), so temperature 0 and NaN slip through
# named-by: for temperature 0.0; the contract says it raises ValueError


def stable_softmax(scores, temperature=1.0):
    if temperature < 0 or math.isinf(temperature):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    with np.errstate(all="ignore"):
        x = np.asarray(scores) / temperature
        m = x.max(axis=-1, keepdims=True)
        if np.isneginf(m).any():
            raise ValueError("a row is entirely -inf")
        exps = np.exp(x - m)
        return exps / exps.sum(axis=-1, keepdims=True)
