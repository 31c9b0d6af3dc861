# track: numpy
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's stable_softmax is defined as stable_softmax(scores, temperature) with no default for the temperature, so attention's call stable_softmax(scores) raises TypeError on every valid input
# kind: knockon
# diagnosis: crash


def stable_softmax(scores, temperature):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
