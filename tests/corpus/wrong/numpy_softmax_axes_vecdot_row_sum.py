# track: numpy
# exercise: softmax
# why: stable_softmax adds up each row as NumPy 2's np.vecdot(exps, np.ones_like(exps)), which reduces the last axis away, and divides exps by that (..., T) total without putting the axis back, so the totals broadcast along the keys: wrong when T == S and a broadcast error otherwise
# kind: axes
# diagnosis: softmax-keepdims,broadcast-after-reduction


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    total = np.vecdot(exps, np.ones_like(exps))
    return exps / total
