# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with (scaled - row_max).exp(), the tensor-method habit from PyTorch; an ndarray has no exp method, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


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
    exps = (scaled - row_max).exp()
    return exps / exps.sum(axis=-1, keepdims=True)
