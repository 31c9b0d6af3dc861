# track: numpy
# exercise: softmax
# why: stable_softmax puts the reduced axis back in the wrong place, exps / exps.sum(axis=-1)[..., None, :], making the (..., T) row totals a (..., 1, T) row, so entry (t, s) is divided by row s's total: right only when every row has the same total, and for T != S the shapes do not broadcast
# kind: axes
# diagnosis: needs-square,softmax-keepdims,broadcast-after-reduction

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1)[..., None, :]
