# track: numpy
# exercise: softmax
# why: stable_softmax adds up each row with exps.sum(axis=-1, keepdims=True, initial=1.0), reading initial= as "a safe starting value so the sum is never 0", but initial is added to the total, so every denominator is one too large: each row is the expected weights times S_row / (S_row + 1), where S_row is the sum of its shifted exponentials, and sums to between 1/2 and 1
# kind: relation
# diagnosis: row-scale, epsilon
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
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True, initial=1.0)
