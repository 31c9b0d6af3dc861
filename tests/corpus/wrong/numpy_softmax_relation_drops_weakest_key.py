# track: numpy
# exercise: softmax
# why: stable_softmax sets the weight of each row's lowest-scoring key to 0 and renormalises the rest ("the weakest match contributes nothing"), which lesson section 3 warns against (the smallest score still gets weight); every row with more than one visible key loses a key it should weigh, and the other weights grow
# kind: relation
# diagnosis: sparse-weights, hides-visible


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    weakest = np.argmin(np.where(np.isneginf(scaled), np.inf, scaled), axis=-1)[..., None]
    several = np.isfinite(scaled).sum(axis=-1, keepdims=True) > 1
    dropped = exps.copy()
    np.put_along_axis(dropped, weakest, 0.0, axis=-1)
    exps = np.where(several, dropped, exps)
    return exps / exps.sum(axis=-1, keepdims=True)
