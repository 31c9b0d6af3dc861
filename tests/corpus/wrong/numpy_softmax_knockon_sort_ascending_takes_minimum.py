# track: numpy
# exercise: softmax
# why: stable_softmax takes the shift as np.sort(scaled, axis=-1)[..., :1], "the largest score after sorting", but np.sort sorts ascending, so it subtracts each row's MINIMUM: exp overflows for rows whose scores spread widely, and any row holding a -inf (a masked key) is shifted by -inf, giving NaN weights, so attention and multi-head attention with a mask return NaN
# kind: knockon
# diagnosis: fails-with-extreme-scores

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = np.sort(scaled, axis=-1)[..., :1]  # the largest score of each row
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
