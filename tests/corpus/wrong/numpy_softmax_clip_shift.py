# track: numpy
# exercise: softmax
# why: clips the shifted scores at -60 "so exp cannot underflow", so -inf (masked) scores and far-below scores get a tiny positive weight instead of exactly 0
# kind: relation
# diagnosis: only-at-special, clipped


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(np.clip(scaled - row_max, -60.0, None))
    return exps / exps.sum(axis=-1, keepdims=True)
