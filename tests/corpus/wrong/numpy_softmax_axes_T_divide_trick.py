# track: numpy
# exercise: softmax
# why: stable_softmax divides by the row sums with (exps.T / exps.sum(axis=-1)).T, a 2-D broadcasting trick: with leading axes exps.T reverses every axis while the (..., T) sums keep their order, so they meet the wrong axes (or fail to broadcast)
# kind: axes
# diagnosis: transpose-all-axes

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = np.exp(scaled - row_max)
    return (exps.T / exps.sum(axis=-1)).T
