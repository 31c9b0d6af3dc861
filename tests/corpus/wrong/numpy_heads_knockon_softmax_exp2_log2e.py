# track: numpy
# exercise: heads
# why: the student's stable_softmax exponentiates as np.exp2((scaled - row_max) * np.log2(np.e)); the values are right but np.log2(np.e) is a NumPy float64 scalar, which makes float32 scores float64 under NumPy 2, so attention returns float64 weights and outputs for float32 inputs
# kind: knock-on
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
    exps = np.exp2((scaled - row_max) * np.log2(np.e))
    return exps / exps.sum(axis=-1, keepdims=True)
