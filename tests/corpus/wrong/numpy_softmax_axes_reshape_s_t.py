# track: numpy
# exercise: softmax
# why: stable_softmax normalises the flattened rows, rows = scaled.reshape(-1, S), and puts them back with weights.reshape(*batch, S, T), the two sizes written in the wrong order; the reshape succeeds whatever T and S are, but for T != S the weights come back (..., S, T) with the row-major entries laid out in the wrong places
# kind: axes
# diagnosis: needs-square, transposed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    *batch, T, S = scaled.shape
    rows = scaled.reshape(-1, S)
    row_max = rows.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(rows - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return weights.reshape(*batch, S, T)
