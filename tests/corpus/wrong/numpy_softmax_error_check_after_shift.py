# track: numpy
# exercise: softmax
# why: stable_softmax looks for rows that are entirely -inf only after the shift, np.isneginf(shifted).all(axis=-1); in such a row the shift computes -inf - -inf = NaN, never -inf, so the check cannot fire and the row comes back as NaN (with a RuntimeWarning) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised,values-nan
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    shifted = scaled - scaled.max(axis=-1, keepdims=True)
    if np.isneginf(shifted).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(shifted)
    return exps / exps.sum(axis=-1, keepdims=True)
