# track: numpy
# exercise: softmax
# why: stable_softmax makes the scores finite with np.nan_to_num(scores, copy=False) before dividing ("so exp never sees inf"), but copy=False converts the caller's own array in place, so every -inf in the caller's scores is overwritten by the dtype's most negative finite number (the weights of ordinary rows stay right, and a row that was entirely -inf now comes back uniform instead of raising ValueError)
# kind: rules
# diagnosis: input-changed, error-not-raised
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.nan_to_num(np.asarray(scores), copy=False)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
