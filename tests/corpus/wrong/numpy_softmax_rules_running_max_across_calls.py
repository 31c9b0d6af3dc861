# track: numpy
# exercise: softmax
# why: stable_softmax keeps the largest score it has ever seen in a module global and shifts every row by it ('one stable offset for all calls, like a running max'), so after a call with large scores (1e4) later calls with ordinary scores underflow to 0/0 and return NaN: the weights depend on what was called before
# kind: rules
# diagnosis: softmax-global-max,stale-result
# miss: a large-score call overflows (a warning is seen), which keeps softmax-unstable in the lead; the NaN on the lesson's moderate scores, which only a maximum kept across calls explains, is not weighed against it


_RUNNING_MAX = -np.inf


def stable_softmax(scores, temperature=1.0):
    global _RUNNING_MAX
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
    _RUNNING_MAX = max(_RUNNING_MAX, float(row_max.max()))
    exps = np.exp(scaled - _RUNNING_MAX)
    return exps / exps.sum(axis=-1, keepdims=True)
