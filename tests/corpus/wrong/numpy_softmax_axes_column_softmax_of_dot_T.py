# track: numpy
# exercise: softmax
# why: stable_softmax reuses a column-wise helper (max and sum over axis=-2) on scaled.T and transposes the result back with .T; for 2-D scores .T swaps T and S so the columns are the query rows and the weights are right, but .T reverses every axis, so with batch or head axes the helper normalises over the query axis T instead of the keys
# kind: axes
# diagnosis: softmax-axis, transpose-all-axes
def _column_softmax(x):
    col_max = x.max(axis=-2, keepdims=True)
    exps = np.exp(x - col_max)
    return exps / exps.sum(axis=-2, keepdims=True)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    # the lesson writes probability vectors as columns
    return _column_softmax(scaled.T).T
