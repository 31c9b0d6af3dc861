# track: numpy
# exercise: softmax
# why: stable_softmax ports the body of scikit-learn's utils.extmath.softmax, max_prob = np.max(X, axis=1).reshape((-1, 1)) and sum_prob = np.sum(X, axis=1).reshape((-1, 1)), written for 2-D (samples, classes) input: with batch axes it reduces axis 1 (the queries) and the (-1, 1) column no longer lines up with the rows
# kind: public
# diagnosis: fails-unless-ndim
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    X = np.array(scores, copy=True) / temp
    if np.isneginf(X).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    max_prob = np.max(X, axis=1).reshape((-1, 1))
    X = X - max_prob
    np.exp(X, X)
    sum_prob = np.sum(X, axis=1).reshape((-1, 1))
    X /= sum_prob
    return X
