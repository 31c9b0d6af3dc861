# track: numpy
# exercise: softmax
# why: adds up each row's exponentials in a loop "for s in range(S - 1)", an off-by-one that leaves the last key out of the denominator, so every row is divided by too small a sum and sums to more than 1
# kind: relation
# diagnosis: row-scale

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not math.isfinite(temp) or temp <= 0:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    total = np.zeros_like(row_max)
    for s in range(exps.shape[-1] - 1):
        total += exps[..., s : s + 1]
    return exps / total
