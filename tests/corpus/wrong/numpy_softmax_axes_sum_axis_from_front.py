# track: numpy
# exercise: softmax
# why: stable_softmax names the reduction axes counted from the front, axis=scaled.ndim - 1 for the row maximum but axis=scaled.ndim - 2 for the row sum (an off-by-one between the two lines), so the shifted exponentials are divided by their column sums over the queries instead of their row sums
# kind: axes
# diagnosis: softmax-axis,reduced-other-axis
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=scaled.ndim - 1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=scaled.ndim - 2, keepdims=True)
