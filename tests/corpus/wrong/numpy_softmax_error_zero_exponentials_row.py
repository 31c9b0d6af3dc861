# track: numpy
# exercise: softmax
# why: stable_softmax looks for rows with no visible key as rows whose unshifted exponentials are all 0, (np.exp(scaled) == 0).all(axis=-1), but exp also underflows to 0 for finite scores far below zero, so valid rows of large negative scores (such as -1e4) are rejected with ValueError
# kind: error
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    with np.errstate(over="ignore"):
        if (np.exp(scaled) == 0).all(axis=-1).any():
            raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
