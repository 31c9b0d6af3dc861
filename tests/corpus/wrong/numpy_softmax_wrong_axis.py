# track: numpy
# exercise: softmax
# why: normalises over the queries (axis -2) instead of the keys
# diagnosis: softmax-axis


def stable_softmax(scores, temperature=1.0):
    scaled = np.asarray(scores) / float(temperature)
    exps = np.exp(scaled - scaled.max(axis=-2, keepdims=True))
    return exps / exps.sum(axis=-2, keepdims=True)
