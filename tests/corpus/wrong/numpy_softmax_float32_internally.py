# track: numpy
# exercise: softmax
# why: computes in float32 "to save memory" and casts back, so float64 scores lose precision
# diagnosis: float32-precision


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores)
    small = x.astype(np.float32) / t
    m = small.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(small - m)
    return (exps / exps.sum(axis=-1, keepdims=True)).astype(x.dtype)
