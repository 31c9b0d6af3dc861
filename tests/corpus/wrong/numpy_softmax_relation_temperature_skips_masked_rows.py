# track: numpy
# exercise: softmax
# why: stable_softmax divides only the rows without -inf by the temperature, np.where(np.isneginf(scores).any(-1, keepdims=True), scores, scores / temperature), to keep "-inf / temperature" out of the arithmetic; rows that hold a hidden key get their softmax at temperature 1 whatever temperature is passed
# kind: relation
# diagnosis: logit-ratio:fixed-temperature, logit-ratio:temperature-some-rows


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    has_hidden = np.isneginf(scores).any(axis=-1, keepdims=True)
    scaled = np.where(has_hidden, scores, scores / temp)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
