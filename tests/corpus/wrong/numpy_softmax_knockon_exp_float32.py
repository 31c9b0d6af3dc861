# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with np.exp(shifted, dtype=np.float32) ("weights are probabilities, single precision is enough"); same_kind casting lets float64 scores be cast down, so float64 scores give float32 weights, and attention and multi-head attention, which call it, return float32 weights and outputs for float64 inputs
# kind: knockon
# diagnosis: dtype-changed
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
    exps = np.exp(scaled - row_max, dtype=np.float32)
    return exps / exps.sum(axis=-1, keepdims=True)
