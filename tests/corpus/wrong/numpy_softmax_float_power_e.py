# track: numpy
# exercise: softmax
# why: writes the exponential as np.float_power(np.e, x), which always computes and returns float64, so float32 scores give float64 weights
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


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
    exps = np.float_power(np.e, scaled - row_max)  # e ** (x - max)
    return exps / exps.sum(axis=-1, keepdims=True)
