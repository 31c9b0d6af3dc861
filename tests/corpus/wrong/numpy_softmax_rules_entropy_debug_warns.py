# track: numpy
# exercise: softmax
# why: stable_softmax keeps a debugging line that computes each row's entropy, -(weights * np.log(weights)).sum(-1), and asserts it is finite-or-NaN free; the returned weights are right, but np.log(0) at every hidden (-inf) key or underflowed weight emits RuntimeWarnings (divide by zero, then 0 * -inf invalid), which the contract forbids for scores of 1e4 and -inf
# kind: rules
# diagnosis: fails-with-extreme-scores, numeric-warning
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
    weights = exps / exps.sum(axis=-1, keepdims=True)
    entropy = -np.nansum(weights * np.log(weights), axis=-1)  # debug: how peaked is each row?
    assert np.all(entropy >= -1e-6), "negative entropy"
    return weights
