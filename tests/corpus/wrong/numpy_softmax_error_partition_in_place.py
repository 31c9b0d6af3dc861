# track: numpy
# exercise: softmax
# why: stable_softmax finds each row's maximum with scores.partition(-1, axis=-1) ("a partition puts the largest entry last, cheaper than a sort") and reads scores[..., -1:]; ndarray.partition works in place (np.partition is the copying one), so the weights are right but the caller's scores come back with every row reordered
# kind: error
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    scaled = scores / temp
    scores.partition(-1, axis=-1)
    row_max = scores[..., -1:] / temp
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
