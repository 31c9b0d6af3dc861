# track: numpy
# exercise: softmax
# why: stable_softmax takes a shortcut for rows with a single key (S == 1) and returns np.ones(scaled.shape), whose default dtype is float64, so float32 scores with one key come back as float64 weights
# kind: rules
# diagnosis: dtype-float64, dtype-changed


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    if scaled.shape[-1] == 1:
        # one key per row: all the weight goes to it
        return np.ones(scaled.shape)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
