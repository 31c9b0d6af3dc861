# track: numpy
# exercise: softmax
# why: stable_softmax keeps the lesson's check np.testing.assert_allclose(weights.sum(-1), 1) before returning, with its default rtol of 1e-7; float32 row sums are 1 only to about 1e-7, so on many valid float32 inputs the check raises AssertionError (float64 passes)
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
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    np.testing.assert_allclose(weights.sum(-1), 1)
    return weights
