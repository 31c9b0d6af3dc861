# track: numpy
# exercise: softmax
# why: stable_softmax raises for -inf rows only when every row is -inf, if (row_max == -np.inf).all(), instead of when any row is; a single all -inf row among finite ones slips through and comes out 0/0 = NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if (row_max == -np.inf).all():
        raise ValueError("the scores are entirely -inf")
    with np.errstate(invalid="ignore"):
        exps = np.exp(scaled - row_max)
        return exps / exps.sum(axis=-1, keepdims=True)
