# track: numpy
# exercise: softmax
# why: stable_softmax normalises "in log space for precision", np.exp(np.log(exps) - np.log(total)); the weights are right, but every hidden (-inf) score has an exponential of exactly 0, whose log raises a divide-by-zero RuntimeWarning, so masked rows warn in stable_softmax and in every masked call of attention and multi-head attention
# kind: knockon
# diagnosis: numeric-warning


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
    return np.exp(np.log(exps) - np.log(total))
