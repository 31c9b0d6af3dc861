# track: numpy
# exercise: softmax
# why: stable_softmax lifts the -inf entries to -1e30 in the array np.asarray(scores) handed back, scores[np.isneginf(scores)] = -1e30 ("so exp never meets inf - inf"); asarray returns the caller's own array, so its masked scores are overwritten with -1e30
# kind: rules
# diagnosis: input-changed
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    scores[np.isneginf(scores)] = -1e30
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
