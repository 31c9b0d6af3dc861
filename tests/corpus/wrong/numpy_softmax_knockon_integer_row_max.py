# track: numpy
# exercise: softmax
# why: stable_softmax shifts each row by the integer part of its maximum, row_max.astype(int) ("the shift only has to be about right, and an integer shift is exact"); the shift still cancels, but under NumPy 2 float32 scores minus an int64 array are float64, so float32 scores give float64 weights, and attention and multi-head attention return float64 weights and outputs for float32 inputs
# kind: knockon
# diagnosis: dtype-float64
def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max.astype(int))
    return exps / exps.sum(axis=-1, keepdims=True)
