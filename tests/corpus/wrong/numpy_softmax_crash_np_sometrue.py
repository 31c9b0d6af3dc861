# track: numpy
# exercise: softmax
# why: stable_softmax tests for all -inf rows with np.sometrue(np.isneginf(row_max)), an alias of np.any that NumPy 2 removed, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.sometrue(np.isneginf(row_max)):
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
