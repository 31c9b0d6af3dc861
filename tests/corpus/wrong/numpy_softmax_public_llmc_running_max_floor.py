# track: numpy
# exercise: softmax
# why: ports the attention softmax of Karpathy's llm.c (maxval starts at -10000.0f, expsum_inv = expsum == 0.0f ? 0.0f : 1.0f / expsum): the row maximum is floored at -10000 and an all-zero row sum gives weights 0, so a row that is entirely -inf comes back as zeros instead of raising ValueError, and valid rows whose scores all lie far below -10000 underflow to all-zero weights instead of summing to 1
# kind: public
# diagnosis: error-not-raised, fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    maxval = np.maximum(scaled.max(axis=-1, keepdims=True), -10000.0)  # float maxval = -10000.0f;
    exps = np.exp(scaled - maxval)
    expsum = exps.sum(axis=-1, keepdims=True)
    with np.errstate(divide="ignore"):
        expsum_inv = np.where(expsum == 0.0, 0.0, 1.0 / expsum)
    return (exps * expsum_inv).astype(scaled.dtype, copy=False)
