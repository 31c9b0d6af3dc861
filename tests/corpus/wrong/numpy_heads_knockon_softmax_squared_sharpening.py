# track: numpy
# exercise: heads
# why: the student's stable_softmax "sharpens" its result by squaring the normalised weights and normalising again, which is a softmax of twice the scores, so attention and multi-head attention (correct themselves) return weights that are too peaked
# kind: knockon
# diagnosis: logit-ratio,logit-ratio:constant

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not math.isfinite(temp) or temp <= 0:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    sharp = weights ** 2
    return sharp / sharp.sum(axis=-1, keepdims=True)
