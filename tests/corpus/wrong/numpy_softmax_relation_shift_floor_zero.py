# track: numpy
# exercise: softmax
# why: stable_softmax shifts by np.maximum(row_max, 0) ("only ever shift large scores down, never push small ones up"), so rows whose scores are all far below 0 are not shifted at all: their exponentials underflow to 0 and the row comes out 0/0 = NaN
# kind: relation
# diagnosis: fails-with-extreme-scores

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - np.maximum(row_max, 0))
    return exps / exps.sum(axis=-1, keepdims=True)
