# track: numpy
# exercise: softmax
# why: divides the exponentials by their largest one instead of their sum, so the top weight of every row is 1 and rows sum to more than 1
# kind: relation
# diagnosis: row-scale


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    top = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(top).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - top)
    return exps / exps.max(axis=-1, keepdims=True)
