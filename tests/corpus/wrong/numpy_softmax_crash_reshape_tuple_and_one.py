# track: numpy
# exercise: softmax
# why: restores the reduced axis with scaled.max(axis=-1).reshape(scaled.shape[:-1], 1), passing the shape tuple and the 1 as two separate arguments instead of one tuple, so reshape raises TypeError on every valid call
# kind: crash
# diagnosis: crash

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not math.isfinite(temp) or temp <= 0:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1).reshape(scaled.shape[:-1], 1)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
