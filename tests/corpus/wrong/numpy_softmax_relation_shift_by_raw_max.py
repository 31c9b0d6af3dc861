# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maximum of the raw scores, before dividing by the temperature, and subtracts it from the divided ones, exp(scores / T - max(scores)); the shift is off by the factor 1/T, so at any temperature other than 1 large scores overflow (T < 1) or every exponential underflows to 0 (T > 1) and the row becomes NaN
# kind: relation
# diagnosis: fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scores / temp - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
