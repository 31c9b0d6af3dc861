# track: numpy
# exercise: softmax
# why: shifts with row_max - scaled instead of scaled - row_max, so it returns the softmax of the negated scores (the lowest score gets the most weight), and -inf or widely spread scores overflow to inf and NaN
# kind: relation
# diagnosis: logit-ratio,fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(row_max - scaled)
    return exps / exps.sum(axis=-1, keepdims=True)
