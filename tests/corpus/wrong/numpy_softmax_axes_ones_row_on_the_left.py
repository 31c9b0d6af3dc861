# track: numpy
# exercise: softmax
# why: stable_softmax adds up the exponentials as a product with ones but puts the row of ones on the left, np.ones((1, S)) @ exps, which sums each column (over the queries) instead of each row: it only runs when T == S (a matmul ValueError otherwise) and then normalises every key's column instead of every query's row
# kind: axes
# diagnosis: softmax-axis, reduced-other-axis, needs-square, matmul-mismatch


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
    totals = np.ones((1, exps.shape[-1]), dtype=exps.dtype) @ exps
    return exps / totals
