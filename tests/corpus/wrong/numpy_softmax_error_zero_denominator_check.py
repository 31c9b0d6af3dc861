# track: numpy
# exercise: softmax
# why: stable_softmax looks for fully hidden rows after the exponentials, raising only where a row's sum is 0; an all -inf row has row max -inf and -inf - -inf = NaN, so its sum is NaN, not 0, the test never fires and the row comes back NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    with np.errstate(invalid="ignore"):
        exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    total = exps.sum(axis=-1, keepdims=True)
    if (total == 0).any():
        raise ValueError("a row of scores is entirely -inf")
    return exps / total
