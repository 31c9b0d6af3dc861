# track: numpy
# exercise: softmax
# why: in-place ufuncs (out=) on its own fresh buffer, never on the caller's array


def stable_softmax(scores, temperature=1.0):
    try:
        t = float(temperature)
    except (TypeError, ValueError):
        raise ValueError(f"temperature must be a number; got {temperature!r}") from None
    if math.isnan(t) or math.isinf(t) or t <= 0:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    buf = np.array(scores, copy=True)
    buf /= t
    top = buf.max(axis=-1, keepdims=True)
    if np.isneginf(top).any():
        raise ValueError("a row of scores is entirely -inf")
    np.subtract(buf, top, out=buf)
    np.exp(buf, out=buf)
    buf /= buf.sum(axis=-1, keepdims=True)
    return buf
