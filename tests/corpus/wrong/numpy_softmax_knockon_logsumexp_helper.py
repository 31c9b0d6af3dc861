# track: numpy
# exercise: softmax
# why: stable_softmax is exp(x - _logsumexp(x)), but the student's _logsumexp helper sums without keepdims, so its (..., T) result broadcasts against the (..., T, S) scores along the wrong axis
# kind: knock-on
# diagnosis: softmax-keepdims, broadcast-after-reduction


def _logsumexp(x):
    m = x.max(axis=-1, keepdims=True)
    return m + np.log(np.exp(x - m).sum(axis=-1))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return np.exp(scaled - _logsumexp(scaled))
