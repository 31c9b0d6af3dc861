# track: numpy
# exercise: softmax
# why: stable_softmax keeps a debugging check, assert np.allclose(weights.sum(axis=-1), 1.0, rtol=0.0, atol=1e-12), at the end; float64 rows pass, but float32 row sums are only 1 to about 1e-7, so nearly every valid float32 input raises AssertionError
# kind: crash
# diagnosis: crash, fails-in-float32


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
    # sanity check while debugging: every row must be a distribution
    assert np.allclose(weights.sum(axis=-1), 1.0, rtol=0.0, atol=1e-12), "rows do not sum to 1"
    return weights
