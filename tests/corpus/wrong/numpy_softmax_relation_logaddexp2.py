# track: numpy
# exercise: softmax
# why: stable_softmax normalises in log space with np.logaddexp2.reduce(scaled, axis=-1, keepdims=True), reading the 2 as "of two arguments" like np.logaddexp; logaddexp2 is the base-2 log-sum-exp, log2(sum 2^x), so exp(x - that) is not divided by the row's sum of exponentials: every row comes out scaled by a factor of its own and no longer sums to 1
# kind: relation
# diagnosis: row-scale


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    log_total = np.logaddexp2.reduce(scaled, axis=-1, keepdims=True)  # stable log-add-exp of the row
    return np.exp(scaled - log_total)
