# track: numpy
# exercise: heads
# why: the student's stable_softmax turns -inf scores into NaN ("missing") so it can use np.nanmax and np.nansum, but np.exp(NaN) stays NaN, so every hidden key gets weight NaN instead of 0; masked attention and multi-head attention return NaN weights and outputs
# kind: knock-on
# diagnosis: only-at-special,values-nan


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
    scaled = np.where(np.isneginf(scaled), np.nan, scaled)
    exps = np.exp(scaled - np.nanmax(scaled, axis=-1, keepdims=True))
    return exps / np.nansum(exps, axis=-1, keepdims=True)
