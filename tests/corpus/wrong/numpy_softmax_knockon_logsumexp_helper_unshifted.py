# track: numpy
# exercise: softmax
# why: stable_softmax returns exp(scaled - _logsumexp(scaled)), but the student's _logsumexp helper computes np.log(np.exp(x).sum(...)) without taking out the row maximum first, so large scores overflow to inf inside the helper and the weights come out 0 (with overflow warnings) instead of a proper softmax
# kind: knockon
# diagnosis: softmax-unstable, fails-with-extreme-scores


def _logsumexp(x):
    return np.log(np.exp(x).sum(axis=-1, keepdims=True))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return np.exp(scaled - _logsumexp(scaled))
