# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima over scaled[..., :-1], a slice meant as "all the keys" that leaves the last key out: a row whose only visible key is the last one is taken for an all -inf row and rejected with ValueError, a single key (S = 1) makes the max of an empty slice raise, and a last key far above the others overflows; attention and multi-head attention, correct themselves, reject or break on those valid inputs with it
# kind: knockon
# diagnosis: error-on-valid,fails-with-extreme-scores, crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled[..., :-1].max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
