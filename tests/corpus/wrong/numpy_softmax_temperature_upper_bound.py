# track: numpy
# exercise: softmax
# why: requires 0 < temperature <= 1, so valid temperatures above 1 raise ValueError
# kind: error-case
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (0 < temp <= 1):
        raise ValueError(f"temperature must be in (0, 1]; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
