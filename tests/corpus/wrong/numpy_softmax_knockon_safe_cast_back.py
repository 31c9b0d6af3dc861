# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates in double, np.exp(shifted, dtype=np.float64), and casts the weights back with .astype(scores.dtype, casting="safe") "so no precision is lost silently"; a float64 -> float32 cast is never safe, so every float32 call raises TypeError, and attention and multi-head attention on float32 inputs fail through it
# kind: knockon
# diagnosis: crash,fails-in-float32


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max, dtype=np.float64)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return weights.astype(scores.dtype, casting="safe")
