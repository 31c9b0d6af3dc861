# track: numpy
# exercise: softmax
# why: stable_softmax folds the temperature into the shift as np.exp(scores - row_max / temp), meaning (scores - row_max) / temp; / binds tighter than -, so only the row maximum is divided and the temperature cancels in the normalisation: every temperature gives the temperature-1 weights (and large scores at a temperature below 1 can underflow to 0/0)
# kind: relation
# diagnosis: softmax-temperature-ignored
# miss: the misplaced parentheses leave the temperature out and, at temperatures below 1, the shift too small, so exp overflows on large scores: the overflow (softmax-unstable) shows on more checks than the temperature-1 weights do
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scores - row_max / temp)
    return exps / exps.sum(axis=-1, keepdims=True)
