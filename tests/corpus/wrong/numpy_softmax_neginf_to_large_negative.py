# track: numpy
# exercise: softmax
# why: replaces -inf by -1e30 first "so nothing becomes NaN", which turns a row that is entirely -inf into a uniform row instead of raising ValueError
# kind: inputs-errors
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    scaled = np.where(np.isneginf(scaled), -1e30, scaled)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
