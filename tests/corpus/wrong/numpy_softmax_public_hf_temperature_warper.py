# track: numpy
# exercise: softmax
# why: copies the temperature check of Hugging Face's TemperatureLogitsWarper, "if not isinstance(temperature, float) or not (temperature > 0): raise ValueError", which rejects a valid integer temperature such as 2 and lets an infinite temperature through (uniform weights instead of ValueError)
# kind: public
# diagnosis: error-on-valid, error-not-raised

def stable_softmax(scores, temperature=1.0):
    if not isinstance(temperature, float) or not (temperature > 0):
        raise ValueError(f"`temperature` (={temperature}) has to be a strictly positive float")
    scaled = np.asarray(scores) / temperature
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
