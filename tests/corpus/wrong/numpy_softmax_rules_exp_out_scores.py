# track: numpy
# exercise: softmax
# why: stable_softmax writes the exponentials into the caller's array with np.exp(scaled - row_max, out=scores) "to save an allocation", so the caller's scores are overwritten
# kind: rules
# diagnosis: input-changed

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = np.exp(scaled - row_max, out=scores)
    return exps / exps.sum(axis=-1, keepdims=True)
