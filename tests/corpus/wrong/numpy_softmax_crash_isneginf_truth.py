# track: numpy
# exercise: softmax
# why: stable_softmax tests for an all -inf row with "if np.isneginf(row_max):" (the .any() forgotten), asking an array of one maximum per row for a single truth value, so every valid call with more than one query row raises NumPy's ambiguous-truth ValueError
# kind: crash
# diagnosis: ambiguous-truth


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
