# track: numpy
# exercise: softmax
# why: stable_softmax shifts each row by its maximum but "L1-normalises" the exponentials with np.linalg.norm(exps, ord=1, axis=-2, keepdims=True), the axis of the queries, so every key's column sums to 1 instead of every query's row
# kind: axes
# diagnosis: softmax-axis, reduced-other-axis


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / np.linalg.norm(exps, ord=1, axis=-2, keepdims=True)
