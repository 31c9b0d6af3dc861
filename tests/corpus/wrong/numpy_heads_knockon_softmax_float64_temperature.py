# track: numpy
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's stable_softmax divides by np.float64(temperature) "to be sure it is a float"; under NumPy 2 a NumPy float64 scalar promotes float32 arrays, so attention and multi-head attention return float64 weights and outputs for float32 inputs
# kind: knockon
# diagnosis: dtype-float64


def stable_softmax(scores, temperature=1.0):
    temp = np.float64(temperature)
    if not (np.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
