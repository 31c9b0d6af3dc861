# track: numpy
# exercise: softmax
# why: stable_softmax rejects every temperature its helper _valid_temperature calls invalid, but the helper reads "math.isfinite(t) or t > 0" where "and" was meant, so zero and negative temperatures (finite) and an infinite one (positive) all pass and give NaN, reversed or uniform weights instead of ValueError (only NaN is still rejected)
# kind: knockon
# diagnosis: error-not-raised


def _valid_temperature(t):
    return math.isfinite(t) or t > 0


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not _valid_temperature(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    with np.errstate(divide="ignore", invalid="ignore"):
        scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
