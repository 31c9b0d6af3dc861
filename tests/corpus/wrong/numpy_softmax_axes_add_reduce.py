# track: numpy
# exercise: softmax
# why: stable_softmax adds up the exponentials with np.add.reduce(exps, keepdims=True), expecting the last axis like the shift's max(axis=-1); a ufunc's reduce defaults to axis=0, so each key's column is normalised over the first axis (the queries of 2-D scores, the batch otherwise) instead of each row over its keys
# kind: axes
# diagnosis: reduced-other-axis,softmax-axis


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / np.add.reduce(exps, keepdims=True)
