# track: numpy
# exercise: softmax
# why: stable_softmax rejects temperatures <= 0 and == inf only; NaN fails both comparisons, so temperature=nan is not rejected and the weights come back NaN
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    if temperature <= 0 or temperature == math.inf:
        raise ValueError("temperature must be positive and finite")
    scaled = np.asarray(scores) / temperature
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
