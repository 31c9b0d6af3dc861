# track: numpy
# exercise: heads
# why: the student's stable_softmax copies FlashAttention's exp2 trick halfway, multiplying the shifted scores by log2(e) = 1.4427 but keeping np.exp instead of switching to np.exp2, so attention and multi-head attention get a softmax of their scores times 1.4427, too sharp
# kind: knock-on
# diagnosis: logit-ratio:constant,ratio


LOG2E = 1.4426950408889634


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
    exps = np.exp((scaled - row_max) * LOG2E)
    return exps / exps.sum(axis=-1, keepdims=True)
