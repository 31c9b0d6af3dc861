# track: numpy
# exercise: softmax
# why: stable_softmax returns np.squeeze of its weights "to drop singleton axes", so every length-1 axis (one query, one key, a batch of one) disappears, here and in attention, which passes those weights on
# kind: knockon
# diagnosis: missing-axis

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = np.exp(scaled - row_max)
    return np.squeeze(exps / exps.sum(axis=-1, keepdims=True))
