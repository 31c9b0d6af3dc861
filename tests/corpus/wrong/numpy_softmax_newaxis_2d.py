# track: numpy
# exercise: softmax
# why: divides by exps.sum(axis=-1)[:, np.newaxis] (the Stack Overflow 2-D idiom), which lines up with the rows only for 2-D scores: with leading axes it broadcasts wrongly or raises
# kind: crash
# diagnosis: broadcast-after-reduction, fails-with-leading-axes, fixed-leading-axes


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
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1)[:, np.newaxis]
