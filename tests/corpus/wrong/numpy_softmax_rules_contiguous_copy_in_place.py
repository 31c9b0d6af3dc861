# track: numpy
# exercise: softmax
# why: stable_softmax takes its working array with np.ascontiguousarray(scores), believing it makes a fresh contiguous copy, and then divides and shifts it in place (x /= temp; x -= row max); for an already contiguous input ascontiguousarray returns the caller's array itself, so the caller's scores are overwritten
# kind: rules
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.ascontiguousarray(scores)
    x /= temp
    row_max = x.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    x -= row_max
    exps = np.exp(x)
    return exps / exps.sum(axis=-1, keepdims=True)
