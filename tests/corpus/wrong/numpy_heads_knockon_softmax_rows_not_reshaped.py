# track: numpy
# exercise: heads
# why: the student's stable_softmax flattens the scores to rows with scaled.reshape(-1, S), normalises them, and forgets to reshape the result back, so it returns (N, S) weights for batched scores; attention and multi-head attention with batch or head axes get flattened weights and wrongly shaped outputs
# kind: knock-on
# diagnosis: fixed-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    rows = scaled.reshape(-1, scaled.shape[-1])
    row_max = rows.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(rows - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
