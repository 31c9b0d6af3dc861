# track: numpy
# exercise: softmax
# why: validates the temperature with assert, raising AssertionError instead of ValueError
# diagnosis: error-not-valueerror


def stable_softmax(scores, temperature=1.0):
    assert math.isfinite(temperature) and temperature > 0, "temperature must be positive and finite"
    x = np.asarray(scores) / temperature
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - m)
    return exps / exps.sum(axis=-1, keepdims=True)
