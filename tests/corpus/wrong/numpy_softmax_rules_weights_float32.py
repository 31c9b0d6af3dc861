# track: numpy
# exercise: softmax
# why: stable_softmax returns (exps / total).astype(np.float32) "since attention weights are probabilities, single precision is plenty", so float64 scores come back as float32 weights (rounded to single precision) instead of keeping the scores' dtype
# kind: rules
# diagnosis: dtype-changed


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
    return (exps / exps.sum(axis=-1, keepdims=True)).astype(np.float32)
