# track: numpy
# exercise: softmax
# why: stable_softmax returns the shifted exponentials np.exp(scaled - row_max) without dividing by their row sums ("after the shift the largest weight is already 1"), so every row is the expected weights times its own sum and no longer sums to 1
# kind: relation
# diagnosis: row-scale, scale-per-row


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
    return np.exp(scaled - row_max)
