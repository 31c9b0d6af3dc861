# track: numpy
# exercise: heads
# why: the student's stable_softmax sets every weight below 0.05 to 0 after normalising ("sparse attention: ignore keys under 5%") without renormalising, so attention and multi-head attention, correct themselves, return weights whose rows sum to less than 1 and outputs that miss those keys
# kind: knock-on
# diagnosis: clipped,hides-visible

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return np.where(weights < 0.05, 0, weights).astype(weights.dtype, copy=False)
