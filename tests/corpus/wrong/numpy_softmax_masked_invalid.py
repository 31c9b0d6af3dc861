# track: numpy
# exercise: softmax
# why: works on np.ma.masked_invalid(scaled) "so the -inf entries are skipped" and returns the resulting MaskedArray, not a plain ndarray; where a score was -inf its data still holds -inf instead of the weight 0
# kind: rules-types
# diagnosis: wrong-array-type, only-at-special


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    x = np.ma.masked_invalid(scaled)
    exps = np.ma.exp(x - x.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
