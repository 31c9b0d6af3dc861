# track: numpy
# exercise: softmax
# why: stable_softmax normalises in log space with scipy.special.logsumexp (allowed, it is not a softmax), imported inside the function, but SciPy is not a dependency of the kit and is not installed where it is graded, so every call raises ModuleNotFoundError
# kind: crash
# diagnosis: crash
def stable_softmax(scores, temperature=1.0):
    from scipy.special import logsumexp

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return np.exp(scaled - logsumexp(scaled, axis=-1, keepdims=True))
