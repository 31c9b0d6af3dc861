# track: numpy
# exercise: softmax
# why: ports d2l's softmax from scratch (X_exp = exp(X); partition = X_exp.sum(1, keepdims=True)): no max shift, so large scores overflow, and axis 1 is the rows' axis only for 2-D scores
# kind: public-code
# diagnosis: softmax-unstable, softmax-axis, reduced-other-axis


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    X = np.asarray(scores) / temp
    if np.isneginf(X).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    X_exp = np.exp(X)
    partition = X_exp.sum(1, keepdims=True)
    return X_exp / partition
