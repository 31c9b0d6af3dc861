# track: numpy
# exercise: softmax
# why: stable_softmax copies the temperature rule of the OpenAI API (a temperature between 0 and 2), raising ValueError unless 0 <= temperature <= 2; that rejects valid temperatures above 2 and accepts temperature 0, whose division turns the scores into inf and NaN instead of raising ValueError
# kind: public
# diagnosis: error-not-raised,error-on-valid


def stable_softmax(scores, temperature=1.0):
    if not 0 <= temperature <= 2:
        raise ValueError(f"temperature must be between 0 and 2; got {temperature!r}")
    scaled = np.asarray(scores) / temperature
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
