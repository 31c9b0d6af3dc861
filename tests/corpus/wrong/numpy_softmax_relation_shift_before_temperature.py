# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maximum of the scores before the temperature and subtracts it after dividing, exp(scores / T - max(scores)); the shift is still one number per row, so moderate scores are right, but with a temperature below 1 the exponent reaches max * (1/T - 1) and large scores overflow to inf (NaN weights)
# kind: relation
# diagnosis: softmax-unstable,fails-with-extreme-scores

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scores = np.asarray(scores)
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scores / temp - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
