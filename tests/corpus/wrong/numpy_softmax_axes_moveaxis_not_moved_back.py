# track: numpy
# exercise: softmax
# why: stable_softmax divides by the row sums (..., T) by moving the key axis to the front, np.moveaxis(exps, -1, 0) / exps.sum(axis=-1), so that the sums line up with the trailing axes, and never moves the key axis back: the weights come out (S, ..., T)
# kind: axes
# diagnosis: permuted
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
    return np.moveaxis(exps, -1, 0) / exps.sum(axis=-1)
