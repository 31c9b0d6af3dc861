# track: numpy
# exercise: softmax
# why: applies a 1-D stable softmax with np.apply_along_axis(row_softmax, 1, scaled), and axis 1 is the key axis only for 2-D scores: with a batch axis it normalises over the queries (and with head axes over another axis)
# kind: axes-shapes
# diagnosis: softmax-axis, reduced-other-axis, fixed-leading-axes


def _row_softmax(row):
    exps = np.exp(row - row.max())
    return exps / exps.sum()


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return np.apply_along_axis(_row_softmax, 1, scaled)
