# track: numpy
# exercise: softmax
# why: stable_softmax lifts the -inf scores to a huge finite floor before the shift "so exp never meets inf - inf", with np.maximum(scores, -1e30, out=scores); out=scores writes into the caller's own array, so every hidden -inf in the caller's scores becomes -1e30 (and an all -inf row no longer raises)
# kind: rules
# diagnosis: input-changed
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    np.maximum(scores, -1e30, out=scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
