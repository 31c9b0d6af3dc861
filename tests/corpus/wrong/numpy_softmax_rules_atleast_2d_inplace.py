# track: numpy
# exercise: softmax
# why: stable_softmax takes its working array with x = np.atleast_2d(scores) ("so a single row works too") and shifts it in place, x -= row_max, at the default temperature (it divides only when temperature != 1); np.atleast_2d hands back the caller's own array when it already has 2 or more axes, so the caller's scores are shifted
# kind: rules
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.atleast_2d(scores)
    if temp != 1.0:
        x = x / temp
    row_max = x.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    x -= row_max
    exps = np.exp(x)
    return exps / exps.sum(axis=-1, keepdims=True)
