# track: numpy
# exercise: softmax
# why: type-checks isinstance(temperature, float), so a valid integer temperature such as 2 raises ValueError
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    if not isinstance(temperature, float):
        raise ValueError(f"temperature must be a float; got {type(temperature).__name__}")
    if not (math.isfinite(temperature) and temperature > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / temperature
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - m)
    return exps / exps.sum(axis=-1, keepdims=True)
