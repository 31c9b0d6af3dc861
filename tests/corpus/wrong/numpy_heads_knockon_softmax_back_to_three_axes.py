# track: numpy
# exercise: heads
# why: the student's stable_softmax flattens the scores to rows with reshape(-1, S) and reshapes the weights back with reshape(-1, T, S), the (batch, T, S) of its own tests, so attention on 2-D inputs gets a leading axis of 1 and multi-head attention's (..., H, T, T) weights come back folded into (B*H, T, T)
# kind: knockon
# diagnosis: fixed-leading-axes,extra-axis


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    t, s = scaled.shape[-2:]
    rows = scaled.reshape(-1, s)
    row_max = rows.max(axis=1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(rows - row_max)
    weights = exps / exps.sum(axis=1, keepdims=True)
    return weights.reshape(-1, t, s)
