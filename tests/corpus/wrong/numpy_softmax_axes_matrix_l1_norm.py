# track: numpy
# exercise: softmax
# why: stable_softmax normalises the exponentials with np.linalg.norm(exps, ord=1) and no axis, meaning 'the L1 norm of each row'; without an axis NumPy takes the matrix 1-norm of 2-D scores, the largest column sum, so rows do not sum to 1, and it refuses arrays with more than 2 axes
# kind: axes
# diagnosis: row-scale,fixed-ndim


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
    return exps / np.linalg.norm(exps, ord=1)
