# track: numpy
# exercise: softmax
# why: stable_softmax protects the scores from its own later steps with scores.setflags(write=False) on the array np.asarray hands back, which is the caller's own array, so the caller's scores come back read-only and its next in-place update of them raises
# kind: rules
# diagnosis: input-flag-changed
def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    scores = np.asarray(scores)
    scores.setflags(write=False)  # nothing below may write into the scores
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shifted = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)
