# track: numpy
# exercise: softmax
# why: ports scikit-learn's neural_network._base.softmax (tmp = X - X.max(axis=1)[:, np.newaxis]; np.exp(tmp, out=X); X /= X.sum(axis=1)[:, np.newaxis]; return X), which works in place on its argument and on axis 1 of a 2-D batch; applied to the scores it overwrites the caller's array, and axis 1 is the key axis only for 2-D scores, so batched scores are normalised over the wrong axis
# kind: public
# diagnosis: input-changed,softmax-axis,fails-with-leading-axes
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    X = np.asarray(scores)
    if temp != 1.0:
        X = X / temp
    if np.isneginf(X.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    tmp = X - X.max(axis=1)[:, np.newaxis]
    np.exp(tmp, out=X)
    X /= X.sum(axis=1)[:, np.newaxis]
    return X
