# track: numpy
# exercise: softmax
# why: copies the guard of LLM sampling code, scaled = scores / max(temperature, 1e-5), instead of validating the temperature, so temperature 0 and negative temperatures are silently replaced by 1e-5 and infinite ones flatten the weights, where ValueError is required
# kind: public-code
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    temp = max(float(temperature), 1e-5)
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
