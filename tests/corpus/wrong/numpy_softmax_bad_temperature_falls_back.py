# track: numpy
# exercise: softmax
# why: wraps the temperature check in try/except and falls back to the default temperature 1.0 "so that a bad setting cannot crash attention", so 0, negative, infinite, NaN and non-numeric temperatures are silently replaced instead of raising ValueError
# kind: inputs-errors
# diagnosis: error-not-raised


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
        if not (math.isfinite(temp) and temp > 0):
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    except (TypeError, ValueError):
        temp = 1.0
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
