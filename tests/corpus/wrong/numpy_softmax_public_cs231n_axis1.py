# track: numpy
# exercise: softmax
# why: ports the stable softmax of the CS231n softmax-classifier notes, probs = exp(scores - max(scores, axis=1, keepdims=True)) / sum(..., axis=1, keepdims=True), written for (N, C) score matrices; axis=1 is the last axis only in 2-D, so batched scores are normalised over the queries
# kind: public
# diagnosis: softmax-axis,fails-with-leading-axes
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores) / temp
    if np.isneginf(scores.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    shifted = scores - np.max(scores, axis=1, keepdims=True)
    probs = np.exp(shifted)
    probs = probs / np.sum(probs, axis=1, keepdims=True)
    return probs
