# track: numpy
# exercise: softmax
# why: stable_softmax "normalises" each row of scaled scores into [0, 1] by min-max scaling over its finite entries, (x - min) / (max - min), before exponentiating, meaning to keep exp in range; every row's logits are divided by its own range, so the weights come out flattened where a row spans more than 1 and sharpened where it spans less
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
    row_max = np.max(scaled, axis=-1, keepdims=True, where=finite, initial=-np.inf)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    row_min = np.min(scaled, axis=-1, keepdims=True, where=finite, initial=np.inf)
    span = np.where(row_max > row_min, row_max - row_min, 1.0).astype(scaled.dtype)
    unit = (scaled - row_min) / span  # in [0, 1]; -inf stays -inf
    exps = np.exp(unit - 1.0)
    return exps / exps.sum(axis=-1, keepdims=True)
