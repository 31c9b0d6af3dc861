# track: numpy
# exercise: softmax
# why: guards against overflow by raising ValueError when any finite score divided by the temperature exceeds 700 in size ("exp would overflow") instead of making it safe, so valid large scores such as 1e4 are rejected
# kind: error-case
# diagnosis: error-on-valid, fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    finite = scaled[np.isfinite(scaled)]
    if finite.size and np.abs(finite).max() > 700:
        raise ValueError("scores too large: exp would overflow")
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
