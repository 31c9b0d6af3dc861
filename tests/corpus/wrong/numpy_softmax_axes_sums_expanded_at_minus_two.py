# track: numpy
# exercise: softmax
# why: stable_softmax sums each row without keepdims and puts the axis back with np.expand_dims(total, -2), a (..., 1, T) array that lines the row totals up along the keys: each column s is divided by the total of ROW s, right only where every row has the same total, and T != S raises
# kind: axes
# diagnosis: broadcast-after-reduction
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
    total = exps.sum(axis=-1)
    return exps / np.expand_dims(total, -2)
