# track: numpy
# exercise: heads
# why: the student's stable_softmax shifts the numerator by the row maximum but divides by the sum of the unshifted exponentials, np.exp(scaled - row_max) / np.exp(scaled).sum(-1, keepdims=True), so each attention row comes out times exp(-row max) (and overflows for large scores); attention and multi-head attention, correct themselves, inherit the wrong weights and outputs
# kind: knock-on
# diagnosis: row-scale, fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    return np.exp(scaled - row_max) / np.exp(scaled).sum(axis=-1, keepdims=True)
