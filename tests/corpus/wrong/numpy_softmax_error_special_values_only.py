# track: numpy
# exercise: softmax
# why: stable_softmax rejects the "special" temperatures one by one, "if temperature in (0, np.inf, -np.inf) or np.isnan(temperature): raise ValueError", and forgets that an ordinary negative number is just as invalid, so temperature -1.0 is accepted and returns the weights of the negated scores instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    if temperature in (0, np.inf, -np.inf) or np.isnan(temperature):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temperature
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
