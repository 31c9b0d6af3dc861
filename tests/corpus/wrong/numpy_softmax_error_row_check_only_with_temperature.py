# track: numpy
# exercise: softmax
# why: stable_softmax has a fast path for the default temperature 1 that skips the division and, with it, the check for rows that are entirely -inf, so at the default temperature such a row comes back NaN instead of raising ValueError
# kind: error-case
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    if temp == 1.0:
        scaled = np.asarray(scores)  # fast path: nothing to divide
        row_max = scaled.max(axis=-1, keepdims=True)
    else:
        scaled = np.asarray(scores) / temp
        row_max = scaled.max(axis=-1, keepdims=True)
        if np.isneginf(row_max).any():
            raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
