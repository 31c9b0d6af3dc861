# track: numpy
# exercise: softmax
# why: correct softmax with a debug trace print("softmax", shape, temperature) left in

def stable_softmax(scores, temperature=1.0):
    print("softmax", np.shape(scores), temperature)
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) / t
    row_max = x.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(x - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
