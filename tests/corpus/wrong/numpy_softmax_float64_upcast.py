# track: numpy
# exercise: softmax
# why: computes in float64 for safety and forgets to cast back, so float32 scores give float64 weights
# diagnosis: dtype-float64


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores, dtype=np.float64) / t
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(x - m)
    return exps / exps.sum(axis=-1, keepdims=True)
