# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature with "if not temp or not math.isfinite(temp): raise ValueError", reading "not temp" as "not a usable temperature"; that rejects 0, NaN and infinities, but a negative temperature is truthy and finite, so it passes and the weights come out as the softmax of the negated scores instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not temp or not math.isfinite(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
