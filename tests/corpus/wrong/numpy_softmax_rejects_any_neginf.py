# track: numpy
# exercise: softmax
# why: raises ValueError when any score is -inf, not only when a whole row is, so masked scores (and attention with a mask) fail
# kind: knock-on
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).any():
        raise ValueError("scores contain -inf: no key is visible")
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
