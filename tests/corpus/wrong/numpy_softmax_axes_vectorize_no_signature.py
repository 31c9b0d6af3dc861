# track: numpy
# exercise: softmax
# why: stable_softmax applies a 1-D row softmax to the scores with np.vectorize(_row_softmax) and no signature="(s)->(s)", so np.vectorize calls it on every single score, a one-element "row": each weight is exp(0) / exp(0) = 1 (NaN where a score is -inf) instead of each row being normalised over its keys
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis


def _row_softmax(row):
    shifted = row - np.max(row)
    exps = np.exp(shifted)
    return exps / np.sum(exps)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return np.vectorize(_row_softmax)(scaled).astype(scaled.dtype, copy=False)
