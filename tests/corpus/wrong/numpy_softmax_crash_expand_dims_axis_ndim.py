# track: numpy
# exercise: softmax
# why: stable_softmax gives the row maxima and row sums their axis back with np.expand_dims(..., axis=scaled.ndim), counting the position in the scores' axes; the reduced array has one axis fewer, so that axis is out of range and every valid call raises AxisError (axis=-1 or keepdims=True was meant)
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = np.expand_dims(scaled.max(axis=-1), axis=scaled.ndim)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / np.expand_dims(exps.sum(axis=-1), axis=scaled.ndim)
