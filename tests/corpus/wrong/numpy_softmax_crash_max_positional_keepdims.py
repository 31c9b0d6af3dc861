# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima with scaled.max(-1, True), PyTorch's positional max(dim, keepdim); ndarray.max's second positional argument is out, and True is not an output array, so every valid call raises TypeError
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
    row_max = scaled.max(-1, True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
