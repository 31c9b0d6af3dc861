# track: numpy
# exercise: softmax
# why: normalises over the last two axes (axis=(-2, -1)), i.e. over the whole T x S attention map, instead of each query row over the keys
# kind: axes
# diagnosis: softmax-axis,softmax-whole-array,reduced-other-axis


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
    return exps / exps.sum(axis=(-2, -1), keepdims=True)
