# track: numpy
# exercise: softmax
# why: reduces over axis=[-1], a list as PyTorch's dim= accepts; NumPy wants an int or a tuple of axes, so the row maximum raises TypeError on every valid call
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    keys_axis = [-1]  # normalise over the keys
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=keys_axis, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=keys_axis, keepdims=True)
