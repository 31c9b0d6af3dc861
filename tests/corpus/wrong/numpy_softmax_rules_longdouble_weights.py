# track: numpy
# exercise: softmax
# why: stable_softmax computes the exponentials in np.longdouble "so extreme scores keep their digits" and returns them without converting back, so float32 and float64 scores both give extended-precision (float128) weights
# kind: rules
# diagnosis: dtype-changed
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores).astype(np.longdouble) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
