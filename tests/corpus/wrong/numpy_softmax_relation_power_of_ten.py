# track: numpy
# exercise: softmax
# why: exponentiates with np.power(10.0, shifted), reading "exp" as a power of ten (as in 1e4), so the weights are a softmax of the scores times ln(10) = 2.303 and come out far too sharp
# kind: relation
# diagnosis: logit-ratio:constant,ratio


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
        raise ValueError("a row of scores is entirely -inf")
    exps = np.power(10.0, scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
