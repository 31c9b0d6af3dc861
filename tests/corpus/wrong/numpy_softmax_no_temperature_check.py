# track: numpy
# exercise: softmax
# why: never validates the temperature: 0, negative, inf or NaN temperatures give garbage instead of ValueError
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    x = np.asarray(scores) / temperature
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - m)
    return exps / exps.sum(axis=-1, keepdims=True)
