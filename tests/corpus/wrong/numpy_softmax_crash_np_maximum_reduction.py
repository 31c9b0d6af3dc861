# track: numpy
# exercise: softmax
# why: stable_softmax takes each row's maximum with np.maximum(scaled, axis=-1, keepdims=True), but np.maximum is the element-wise maximum of TWO arrays (np.max is the reduction), so every call raises TypeError
# kind: crash
# diagnosis: crash
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = np.maximum(scaled, axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
