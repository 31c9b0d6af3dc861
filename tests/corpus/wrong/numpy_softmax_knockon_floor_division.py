# track: numpy
# exercise: softmax
# why: stable_softmax divides by the temperature with //, scores // temperature ("the temperature is a whole number by default"), which floors every score (even at temperature 1) and turns -inf into NaN, so attention and multi-head attention (right themselves) get weights of floored scores and NaN rows wherever a key is masked
# kind: knockon
# diagnosis: rounded,values-nan

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    with np.errstate(invalid="ignore"):
        scaled = scores // temp
        row_max = scaled.max(axis=-1, keepdims=True)
        exps = np.exp(scaled - row_max)
        return exps / exps.sum(axis=-1, keepdims=True)
