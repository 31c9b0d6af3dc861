# track: numpy
# exercise: softmax
# why: stable_softmax skips the -inf entries with np.exp(shifted, where=np.isfinite(shifted)) but gives no out= array, so the skipped (hidden) entries hold uninitialised memory: hidden keys get arbitrary, run-dependent weights instead of exactly 0 (and NumPy warns)
# kind: rules-types
# diagnosis: not-deterministic,only-at-special


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
    shifted = scaled - row_max
    exps = np.exp(shifted, where=np.isfinite(shifted))  # exp(-inf) is 0 anyway: skip it
    return exps / exps.sum(axis=-1, keepdims=True)
