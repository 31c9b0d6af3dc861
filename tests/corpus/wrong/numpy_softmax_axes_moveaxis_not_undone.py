# track: numpy
# exercise: softmax
# why: stable_softmax moves the key axis to the front with np.moveaxis(scaled, -1, 0) to reuse an axis-0 softmax, and "moves it back" with np.moveaxis(weights, -1, 0), the same arguments again instead of (0, -1): right for 2-D scores, but with batch or head axes the weights come back with their axes permuted
# kind: axes-shapes
# diagnosis: permuted,fails-with-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.moveaxis(np.asarray(scores) / temp, -1, 0)  # keys first: (S, ...)
    col_max = x.max(axis=0, keepdims=True)
    if np.isneginf(col_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(x - col_max)
    weights = exps / exps.sum(axis=0, keepdims=True)
    return np.moveaxis(weights, -1, 0)  # back to (..., T, S)
