# track: numpy
# exercise: softmax
# why: stable_softmax takes the shift from np.maximum.accumulate(scaled, axis=-1), the running maximum along the row, believing accumulate gives the row's maximum; each key is shifted by the maximum of the keys up to it, a shift that differs from key to key and does not cancel, so the weights are wrong, and attention and multi-head attention with them
# kind: knockon
# diagnosis: shift-per-key
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = np.maximum.accumulate(scaled, axis=-1)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
