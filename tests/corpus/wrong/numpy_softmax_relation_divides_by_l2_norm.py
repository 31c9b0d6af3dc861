# track: numpy
# exercise: softmax
# why: stable_softmax normalises the exponentials with np.linalg.norm(exps, axis=-1, keepdims=True), "the length of the row"; norm's default is the Euclidean (2-)norm, not the sum, so every row is divided by a number smaller than its total and sums to more than 1
# kind: relation
# diagnosis: row-scale, row-l2-norm
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
    return exps / np.linalg.norm(exps, axis=-1, keepdims=True)
