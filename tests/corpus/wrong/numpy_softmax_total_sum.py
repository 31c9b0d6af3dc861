# track: numpy
# exercise: softmax
# why: divides by the sum of the whole array instead of each row's sum
# diagnosis: softmax-whole-array, reduced-other-axis


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - m)
    return exps / exps.sum()
