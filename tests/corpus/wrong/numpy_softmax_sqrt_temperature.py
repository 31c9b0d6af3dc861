# track: numpy
# exercise: softmax
# why: divides the scores by math.sqrt(temperature), treating the temperature like a variance the way d_k is treated in the scores, so any temperature other than 1 is applied only half as strongly (logits scaled by 1/sqrt(T) instead of 1/T)
# kind: relation
# diagnosis: logit-ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / math.sqrt(temp)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
