# track: numpy
# exercise: softmax
# why: stable_softmax reads lesson section 5 ("bring the variance back to one") into the softmax and standardises each row over its finite scores, (x - mean) / std, before exponentiating, instead of only subtracting the row maximum; dividing by the row's spread flattens every row with large scores and sharpens rows of small ones, so the weights are wrong whenever a row's standard deviation is not 1
# kind: relation
# diagnosis: row-logit-scale
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    finite = np.isfinite(scaled)
    if not finite.any(axis=-1).all():
        raise ValueError("a row of scores is entirely -inf")
    mean = np.mean(scaled, axis=-1, keepdims=True, where=finite)
    std = np.std(scaled, axis=-1, keepdims=True, where=finite)
    std = np.where(std > 0, std, 1).astype(scaled.dtype)
    z = (scaled - mean) / std
    z = z - z.max(axis=-1, keepdims=True)
    exps = np.exp(z)
    return exps / exps.sum(axis=-1, keepdims=True)
