# track: numpy
# exercise: softmax
# why: validates the temperature with "if not (np.isfinite(temp) & temp > 0)", using the element-wise & out of NumPy mask habit; & binds tighter than >, so Python evaluates (np.isfinite(temp) & temp) > 0 and bitwise_and of a bool with a float raises TypeError on every call, valid temperatures included
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (np.isfinite(temp) & temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
