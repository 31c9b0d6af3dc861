# track: numpy
# exercise: softmax
# why: stable_softmax raises ValueError for scores with more than 3 axes ("scores are (T, S) or (B, T, S)"), so valid (B, H, T, S) scores are rejected here, and multi-head attention on batched input (and attention on batched heads) raises too
# kind: knockon
# diagnosis: error-on-valid
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    if scores.ndim > 3:
        raise ValueError(f"scores must be (T, S) or (B, T, S); got {scores.shape}")
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
