# track: numpy
# exercise: softmax
# why: stable_softmax ports tempered_softmax of Google's bi-tempered logistic loss (Amid et al. 2019) and passes the kit's temperature as its t; t is not a divisor of the scores but the order of a tempered exponential exp_t(x) = [1 + (1 - t) x]_+ ^ (1 / (1 - t)), so the default t = 1 is the plain softmax while any other temperature gives another family of weights (with t < 1 low scores get exactly 0, with t > 1 the weights keep heavy tails)
# kind: public
# diagnosis: softmax-temperature-ignored
# miss: a tempered exponential is no function of the scores the relations read (no ratio, shift or clip of the logits); on the 1e4 scores its weights read as a shift per key


def _exp_t(u, t):
    return np.maximum(1.0 + (1.0 - t) * u, 0.0) ** (1.0 / (1.0 - t))


def _log_t(u, t):
    return (u ** (1.0 - t) - 1.0) / (1.0 - t)


def _tempered_softmax(activations, t, num_iters=5):
    if t == 1.0:
        exps = np.exp(activations - activations.max(axis=-1, keepdims=True))
        return exps / exps.sum(axis=-1, keepdims=True)
    mu = activations.max(axis=-1, keepdims=True)
    step_0 = activations - mu
    normalized = step_0
    for _ in range(num_iters):  # fixed point for the normalisation constant
        logt_partition = _exp_t(normalized, t).sum(axis=-1, keepdims=True)
        normalized = step_0 * logt_partition ** (1.0 - t)
    logt_partition = _exp_t(normalized, t).sum(axis=-1, keepdims=True)
    normalization = -_log_t(1.0 / logt_partition, t) + mu
    return _exp_t(activations - normalization, t)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return _tempered_softmax(scores, temp).astype(scores.dtype, copy=False)
