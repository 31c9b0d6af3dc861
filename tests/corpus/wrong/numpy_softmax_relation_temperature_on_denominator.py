# track: numpy
# exercise: softmax
# why: stable_softmax applies the temperature to the normaliser, exps / (exps.sum(axis=-1, keepdims=True) * temp), instead of dividing the scores by it; at temperature 1 that is right, otherwise every weight is the temperature-1 weight divided by the temperature and rows sum to 1/temperature
# kind: relation
# diagnosis: ratio, softmax-temperature-ignored, row-sum:1/temperature


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scores - row_max)
    return exps / (exps.sum(axis=-1, keepdims=True) * temp)
