# track: numpy
# exercise: softmax
# why: stops at the log-sum-exp form and returns the log-probabilities (a log-softmax), not the weights
# kind: relation
# diagnosis: log-of-expected


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
    shifted = scaled - row_max
    return shifted - np.log(np.exp(shifted).sum(axis=-1, keepdims=True))
