# track: numpy
# exercise: softmax
# why: stable_softmax divides the scores by the temperature and then also raises the shifted exponentials to the power temperature ("the temperature sharpens or flattens the distribution as an exponent"); exp((s / T - m) * T) is exp(s - m T), so the two cancel and every temperature gives the temperature-1 weights
# kind: relation
# diagnosis: softmax-temperature-ignored


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
    exps = np.exp(scaled - row_max) ** temp
    return exps / exps.sum(axis=-1, keepdims=True)
