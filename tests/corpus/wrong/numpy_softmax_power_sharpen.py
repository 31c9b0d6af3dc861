# track: numpy
# exercise: softmax
# why: applies the temperature after normalising, raising the probabilities to the power 1/temperature "to sharpen them", without normalising again, so rows stop summing to 1 whenever temperature != 1
# kind: relation
# diagnosis: row-scale


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores)
    row_max = x.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(x - row_max)
    probs = exps / exps.sum(axis=-1, keepdims=True)
    if temp != 1.0:
        probs = probs ** (1.0 / temp)
    return probs
