# track: numpy
# exercise: heads
# why: the student's stable_softmax has a "fast path" for the default temperature 1 that returns exps / exps.sum() with no axis, the total of the whole array, while the general path divides per row; attention calls it with the default, so its weights are divided by the sum of all rows and its outputs shrink with them
# kind: knock-on
# diagnosis: softmax-whole-array, row-scale, reduced-other-axis


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    if temp == 1.0:
        return exps / exps.sum()
    return exps / exps.sum(axis=-1, keepdims=True)
