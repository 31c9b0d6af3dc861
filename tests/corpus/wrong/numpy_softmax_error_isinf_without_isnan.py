# track: numpy
# exercise: softmax
# why: stable_softmax checks the temperature with "temperature <= 0 or np.isinf(temperature)", which NaN passes (every comparison with NaN is False and NaN is not infinite), so temperature=NaN returns NaN weights instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def stable_softmax(scores, temperature=1.0):
    if temperature <= 0 or np.isinf(temperature):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temperature
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
