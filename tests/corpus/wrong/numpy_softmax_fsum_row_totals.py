# track: numpy
# exercise: softmax
# why: sums each row with math.fsum "for an exact total" through np.apply_along_axis, which returns the totals as a float64 array, so dividing float32 exponentials by them gives float64 weights
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
    exps = np.exp(scaled - row_max)
    totals = np.apply_along_axis(math.fsum, -1, exps)[..., None]
    return exps / totals
