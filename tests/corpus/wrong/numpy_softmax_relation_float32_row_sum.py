# track: numpy
# exercise: softmax
# why: stable_softmax adds each row up with exps.sum(axis=-1, keepdims=True, dtype=np.float32) "since the weights are probabilities, float32 is plenty"; the weights keep the scores' dtype, but float64 rows are divided by a float32-rounded total, so they sum to 1 only to about 1e-7
# kind: relation
# diagnosis: float32-precision, epsilon


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True, dtype=np.float32)
