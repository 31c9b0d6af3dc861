# track: numpy
# exercise: softmax
# why: centres each row by subtracting its mean instead of its maximum, so a wide spread of scores still overflows exp, and a row holding -inf has mean -inf (-inf - -inf = NaN)
# kind: relation
# diagnosis: softmax-unstable


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    centred = scaled - scaled.mean(axis=-1, keepdims=True)
    exps = np.exp(centred)
    return exps / exps.sum(axis=-1, keepdims=True)
