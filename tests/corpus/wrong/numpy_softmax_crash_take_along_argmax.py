# track: numpy
# exercise: softmax
# why: stable_softmax picks each row's maximum with np.take_along_axis(scaled, scaled.argmax(axis=-1), axis=-1), but argmax without keepdims=True drops the key axis, so the index array has one axis fewer than the scores and take_along_axis raises ValueError on every valid call
# kind: crash
# diagnosis: crash, softmax-keepdims, missing-axis,broadcast-after-reduction


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    best = scaled.argmax(axis=-1)
    row_max = np.take_along_axis(scaled, best, axis=-1)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
