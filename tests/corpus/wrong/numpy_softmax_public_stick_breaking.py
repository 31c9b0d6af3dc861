# track: numpy
# exercise: softmax
# why: stable_softmax ports stick-breaking attention (Tan et al. 2024) as "a softmax that needs no max": going from the last key back, key j takes the share sigmoid(x_j) of what the later keys left, w_j = sigmoid(x_j) * prod_{k > j} (1 - sigmoid(x_k)); each weight depends on the keys after it and not on the row's total, and a row's weights sum to less than 1
# kind: public
# diagnosis: sigmoid-not-softmax
# miss: stick-breaking weights depend on the keys after each one, a product of sigmoids that no relation of the softmax reads; sigmoid-not-softmax is the catalogue's single sigmoid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    z = np.asarray(scores) / temp
    if np.isneginf(z).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    log_beta = -np.logaddexp(0, -z)  # log sigmoid(z), stable
    log_rest = -np.logaddexp(0, z)  # log (1 - sigmoid(z))
    # sum of log(1 - beta) over the keys AFTER each key (reverse cumulative sum, exclusive)
    after = np.flip(np.cumsum(np.flip(log_rest, -1), axis=-1), -1) - log_rest
    return np.exp(log_beta + after)
