# track: numpy
# exercise: softmax
# why: stable_softmax picks each row's maximum with np.take(scaled, scaled.argmax(axis=-1), axis=-1), but np.take indexes with the whole (..., T) index array for every row and appends its axes, so the 'maxima' come out (..., T, ..., T) and the shift fails to broadcast (ValueError) for most valid shapes or subtracts the wrong numbers
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
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = np.take(scaled, scaled.argmax(axis=-1), axis=-1)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
