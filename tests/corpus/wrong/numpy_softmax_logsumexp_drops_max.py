# track: numpy
# exercise: softmax
# why: computes exp(x - logsumexp(x)) but its log-sum-exp forgets to add the row maximum back, so every row is the softmax times exp(row max) (and large scores overflow)
# kind: relation
# diagnosis: row-scale, softmax-unstable


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
    log_norm = np.log(np.exp(scaled - row_max).sum(axis=-1, keepdims=True))
    return np.exp(scaled - log_norm)
