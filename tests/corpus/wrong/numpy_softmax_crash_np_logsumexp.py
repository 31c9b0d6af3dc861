# track: numpy
# exercise: softmax
# why: stable_softmax normalises in log space with np.logsumexp(scaled, axis=-1, keepdims=True), as torch.logsumexp and scipy's logsumexp are spelled, but NumPy has no logsumexp (only np.logaddexp), so every valid call raises AttributeError once the temperature and -inf checks have passed
# kind: crash
# diagnosis: crash
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
    # log-softmax = x - logsumexp(x), then back with exp: no overflow for large scores
    log_weights = scaled - np.logsumexp(scaled, axis=-1, keepdims=True)
    return np.exp(log_weights)
