# track: numpy
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's stable_softmax exponentiates with np.exp(scaled - row_max, dtype=np.float64) "for accurate exponentials" and divides in float64, so for float32 inputs attention and multi-head attention return float64 weights and outputs
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
    exps = np.exp(scaled - row_max, dtype=np.float64)
    return exps / exps.sum(axis=-1, keepdims=True)
