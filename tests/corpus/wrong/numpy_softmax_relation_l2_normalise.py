# track: numpy
# exercise: softmax
# why: stable_softmax normalises the exponentials with np.linalg.norm(exps, axis=-1, keepdims=True), the default L2 norm, instead of their sum, so rows do not sum to 1
# kind: relation
# diagnosis: row-scale, row-l2-norm

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / np.linalg.norm(exps, axis=-1, keepdims=True)
