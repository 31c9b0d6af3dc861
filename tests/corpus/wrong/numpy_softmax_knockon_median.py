# track: numpy
# exercise: softmax
# why: stable_softmax shifts each row by its median, np.median(scaled, axis=-1, keepdims=True), "robust against one outlying score", instead of its maximum; the shift cancels for moderate scores, but exp still overflows for rows with a wide spread, and a row with more hidden (-inf) keys than visible ones has median -inf, so -inf - (-inf) gives NaN; masked attention (a causal mask hides most keys of the first rows) and multi-head attention come out NaN
# kind: knockon
# diagnosis: fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shift = np.median(scaled, axis=-1, keepdims=True)
    exps = np.exp(scaled - shift)
    return exps / exps.sum(axis=-1, keepdims=True)
