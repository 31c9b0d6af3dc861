# track: numpy
# exercise: softmax
# why: stable_softmax counts the rows that are entirely -inf and raises "if np.isneginf(row_max).sum() > 1", an off-by-one for "> 0" (as if one empty row were tolerated), so a single all -inf row, batched or not, comes back as NaN weights instead of raising ValueError; two or more such rows still raise
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
    if np.isneginf(row_max).sum() > 1:
        raise ValueError("rows of scores are entirely -inf: no key is visible to those queries")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
