# track: numpy
# exercise: softmax
# why: tries the plain softmax first, np.exp(scaled) / sum, and falls back to the max-shifted one only when that overflowed or underflowed; the weights come out right, but for large scores the first attempt overflows and NumPy warns, which the contract forbids
# kind: rules
# diagnosis: softmax-unstable,fails-with-extreme-scores

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not math.isfinite(temp) or temp <= 0:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled)
    total = exps.sum(axis=-1, keepdims=True)
    if np.isfinite(total).all() and (total > 0).all():
        return exps / total
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
