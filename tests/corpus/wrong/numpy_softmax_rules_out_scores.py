# track: numpy
# exercise: softmax
# why: stable_softmax normalises in place into the caller's array, np.divide(exps, total, out=scores) whenever scores is a writable array of the same dtype ("an in-place softmax, as fused kernels do, saves an allocation"), so the weights are right but the caller's scores are replaced by them
# kind: rules
# diagnosis: input-changed
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
    exps = np.exp(scaled - row_max)
    total = exps.sum(axis=-1, keepdims=True)
    if isinstance(scores, np.ndarray) and scores.flags.writeable and scores.dtype == exps.dtype:
        return np.divide(exps, total, out=scores)
    return exps / total
