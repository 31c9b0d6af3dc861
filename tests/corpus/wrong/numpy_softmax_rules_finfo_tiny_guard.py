# track: numpy
# exercise: softmax
# why: guards the division with exps / (total + np.finfo(float).tiny); np.finfo(float).tiny is a NumPy float64 scalar, so under NumPy 2 float32 scores give float64 weights
# kind: rules
# diagnosis: dtype-float64,dtype-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    total = exps.sum(axis=-1, keepdims=True)
    return exps / (total + np.finfo(float).tiny)  # never divide by an exact zero
