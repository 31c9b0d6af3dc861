# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature with 0 < temp < np.infty, an alias of np.inf from old tutorials that NumPy 2 removed, so every call raises AttributeError
# kind: crash
# diagnosis: crash
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not 0 < temp < np.infty:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
