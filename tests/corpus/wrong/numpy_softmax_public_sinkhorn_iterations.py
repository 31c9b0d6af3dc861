# track: numpy
# exercise: softmax
# why: stable_softmax ports the doubly stochastic attention of Sinkformers (Sander et al. 2022): three Sinkhorn iterations in log space, each normalising the columns (over the queries) and then the rows (over the keys); the rows still sum to 1, but every weight also carries its column's correction, so the weights are not exp(scores) over each row's sum (and a key hidden from every query gives a NaN column)
# kind: public
# diagnosis: scale-per-row-and-column, shift-per-key


def _logsumexp(x, axis):
    top = np.max(x, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    return top + np.log(np.sum(np.exp(x - top), axis=axis, keepdims=True))


def stable_softmax(scores, temperature=1.0, n_iter=3):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    log_p = np.asarray(scores) / temp
    if np.isneginf(log_p.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    for _ in range(n_iter):
        log_p = log_p - _logsumexp(log_p, axis=-2)  # columns
        log_p = log_p - _logsumexp(log_p, axis=-1)  # rows
    return np.exp(log_p)
