# track: numpy
# exercise: softmax
# why: never checks for rows that are entirely -inf, which silently come out as NaN
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    with np.errstate(invalid="ignore"):
        exps = np.exp(x - x.max(axis=-1, keepdims=True))
        return exps / exps.sum(axis=-1, keepdims=True)
