# track: numpy
# exercise: heads
# why: attention and multi-head attention are right, but the student's stable_softmax raises ValueError unless the scores are exactly 2-D ("scores are a (T, S) matrix", the shape of the lesson's table), so attention on batched or multi-head inputs, and every multi-head call, is rejected
# kind: knockon
# diagnosis: bad-inner-call, error-on-valid, fails-with-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if scaled.ndim != 2:
        raise ValueError(f"scores must be a (T, S) matrix; got shape {scaled.shape}")
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
