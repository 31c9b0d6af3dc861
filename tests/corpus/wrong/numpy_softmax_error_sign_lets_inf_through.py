# track: numpy
# exercise: softmax
# why: stable_softmax accepts a temperature when np.sign(temperature) == 1 ("a positive number"); that rejects 0, negative and NaN temperatures, but the sign of +inf is 1 too, so an infinite temperature is accepted (scores / inf gives uniform rows, and NaN where a score is -inf) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if np.sign(temp) != 1:
        raise ValueError(f"temperature must be positive; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
