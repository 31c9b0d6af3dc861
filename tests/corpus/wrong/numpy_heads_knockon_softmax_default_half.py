# track: numpy
# exercise: heads
# why: the student's stable_softmax has the default temperature=0.5 (left from an experiment with sharper weights), so attention, which calls stable_softmax(scores) with no temperature, doubles every score before the softmax
# kind: knock-on
# diagnosis: logit-ratio:constant, logit-ratio, default-differs


def stable_softmax(scores, temperature=0.5):
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
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
