# track: numpy
# exercise: softmax
# why: stable_softmax looks for entirely -inf rows with np.isneginf(row_max).all(), which is true only when every row is -inf; a single empty row among visible ones slips through and comes back as NaN weights instead of raising ValueError
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
    if np.isneginf(row_max).all():
        raise ValueError("the scores are entirely -inf")
    with np.errstate(invalid="ignore"):
        exps = np.exp(scaled - row_max)
        return exps / exps.sum(axis=-1, keepdims=True)
