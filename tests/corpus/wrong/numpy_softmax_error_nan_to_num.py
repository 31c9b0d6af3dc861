# track: numpy
# exercise: softmax
# why: stable_softmax "cleans" the scaled scores with np.nan_to_num before taking the row maxima ("so no inf reaches exp"); nan_to_num also turns -inf into the most negative finite float, so a row that is entirely -inf has a finite maximum, the check for it never fires and the row comes back as uniform weights instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.nan_to_num(np.asarray(scores) / temp)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
