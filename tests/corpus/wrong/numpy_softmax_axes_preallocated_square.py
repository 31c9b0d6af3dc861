# track: numpy
# exercise: softmax
# why: stable_softmax preallocates the weights as np.empty(scaled.shape[:-1] + scaled.shape[-2:-1]), taking the row length from the second-to-last axis (T) where the last (S) belongs, and divides into it with np.divide(..., out=weights), so every valid input with T != S raises a broadcast error and only square scores work
# kind: axes
# diagnosis: needs-square


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
    weights = np.empty(scaled.shape[:-1] + scaled.shape[-2:-1], dtype=scaled.dtype)
    np.divide(exps, exps.sum(axis=-1, keepdims=True), out=weights)
    return weights
