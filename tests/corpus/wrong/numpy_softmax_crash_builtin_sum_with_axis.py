# track: numpy
# exercise: softmax
# why: stable_softmax divides by sum(exps, axis=-1, keepdims=True), Python's builtin sum where np.sum was meant; the builtin takes no axis or keepdims keyword, so every valid call raises TypeError
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
    row_max = np.max(scaled, axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / sum(exps, axis=-1, keepdims=True)
