# track: numpy
# exercise: softmax
# why: stable_softmax keeps float32 and float64 scores as they are and works other dtypes in float64, testing "scores.dtype is np.float32 or scores.dtype is np.float64"; a dtype object is never the scalar type np.float32 (it only compares equal to it), so the test is always false and float32 scores are converted: stable_softmax returns float64 weights for float32 scores, and attention and multi-head attention return float64 weights and outputs for float32 inputs
# kind: knockon
# diagnosis: dtype-float64


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if not (scores.dtype is np.float32 or scores.dtype is np.float64):
        scores = scores.astype(np.float64)  # ints, float16...: work in double
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
