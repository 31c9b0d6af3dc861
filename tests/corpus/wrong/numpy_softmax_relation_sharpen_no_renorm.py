# track: numpy
# exercise: softmax
# why: stable_softmax applies the temperature after normalising, as "sharpening" a distribution, weights ** (1 / temperature), and returns that without dividing by the new row sums; at temperature 1 it is right, but at any other temperature each row is the right softmax of scores / temperature times a factor of its own and no longer sums to 1
# kind: relation
# diagnosis: row-scale


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scores - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return weights ** (1.0 / temp)
