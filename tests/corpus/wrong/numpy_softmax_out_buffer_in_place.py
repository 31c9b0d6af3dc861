# track: numpy
# exercise: softmax
# why: skips the division when temperature == 1 "to save a copy" and then reuses the buffer with np.subtract(..., out=x) and np.exp(..., out=x), so at the default temperature it overwrites the caller's scores
# kind: in-place
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    x = np.asarray(scores)
    if temp != 1.0:
        x = x / temp
    row_max = x.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    np.subtract(x, row_max, out=x)
    np.exp(x, out=x)
    return x / x.sum(axis=-1, keepdims=True)
