# track: numpy
# exercise: softmax
# why: converts the temperature with np.float64(...), and dividing float32 scores by it gives float64 weights
# diagnosis: dtype-float64


def stable_softmax(scores, temperature=1.0):
    t = np.float64(temperature)
    if not (np.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - m)
    return exps / exps.sum(axis=-1, keepdims=True)
