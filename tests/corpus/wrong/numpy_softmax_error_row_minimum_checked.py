# track: numpy
# exercise: softmax
# why: stable_softmax looks for an all -inf row through the row MINIMUM, np.isneginf(scaled.min(axis=-1)).any(), which is -inf as soon as one key of a row is -inf; every valid masked row (some keys -inf, others finite) raises ValueError
# kind: error
# diagnosis: error-on-valid
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.min(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
