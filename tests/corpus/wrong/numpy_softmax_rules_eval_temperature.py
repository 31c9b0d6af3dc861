# track: numpy
# exercise: softmax
# why: reads the temperature with float(eval(str(temperature))) "so that a temperature written as '1/2' also works"; the weights are right, but eval is forbidden in submissions
# kind: rules
# diagnosis: forbidden-function

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(eval(str(temperature)))
    except Exception as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
