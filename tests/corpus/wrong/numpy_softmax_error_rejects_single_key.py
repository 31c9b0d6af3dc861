# track: numpy
# exercise: softmax
# why: stable_softmax raises ValueError when the rows have a single key (S == 1, "a softmax over one score is meaningless"), although a (..., T, 1) score array is valid and must give weights of exactly 1
# kind: error
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if scaled.shape[-1] < 2:
        raise ValueError("stable_softmax needs at least two keys per row")
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
