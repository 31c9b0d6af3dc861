# track: numpy
# exercise: softmax
# why: stable_softmax adds up the exponentials with np.einsum("...ij->...j", exps), keeping the key index j where the query index i (each row's total) was meant, so it divides by each column's total over the queries: the weights' columns sum to 1 instead of the rows
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    totals = np.einsum("...ij->...j", exps)  # the row totals
    return exps / totals[..., None, :]
