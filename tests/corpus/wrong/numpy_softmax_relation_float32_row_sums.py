# track: numpy
# exercise: softmax
# why: stable_softmax adds up each row with exps.sum(axis=-1, keepdims=True, dtype=np.float32) "a float32 accumulator is enough for numbers between 0 and 1"; float64 exponentials are then divided by float32-rounded row sums, so float64 weights carry float32-sized errors (the dtype stays float64)
# kind: relation
# diagnosis: float32-precision

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
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True, dtype=np.float32)
