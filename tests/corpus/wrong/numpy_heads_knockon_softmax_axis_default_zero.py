# track: numpy
# exercise: heads
# why: the student's stable_softmax grew an axis parameter with the default axis=0 (copied from scipy-style signatures), so attention, which calls stable_softmax(scores) without it, normalises over the first axis (the queries in 2-D, the batch or heads otherwise) instead of the keys
# kind: knock-on
# diagnosis: softmax-axis,reduced-other-axis


def stable_softmax(scores, temperature=1.0, axis=0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=axis, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=axis, keepdims=True)
