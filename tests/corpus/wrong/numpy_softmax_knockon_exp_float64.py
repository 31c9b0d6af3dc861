# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates in double, np.exp((scaled - row_max).astype(np.float64)) "so that small weights do not underflow", and never casts back, so float32 scores give float64 weights, and attention and multi-head attention, which normalise through it, return float64 weights and outputs for float32 inputs
# kind: knockon
# diagnosis: dtype-float64


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp((scaled - row_max).astype(np.float64))
    return exps / exps.sum(axis=-1, keepdims=True)
