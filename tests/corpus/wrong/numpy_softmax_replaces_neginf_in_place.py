# track: numpy
# exercise: softmax
# why: overwrites the -inf entries of the caller's scores with -1e30 "to avoid inf - inf" before shifting
# kind: in-place
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores)
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    x[np.isneginf(x)] = -1e30
    scaled = x / temp
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
