# track: numpy
# exercise: softmax
# why: stable_softmax accepts only temperatures in (0, 1] ("a temperature sharpens, it cannot flatten"), raising ValueError for any temperature above 1, although every positive finite temperature is valid (the lesson's slider raises it to flatten the weights)
# kind: error
# diagnosis: error-on-valid
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not (0 < temp <= 1):
        raise ValueError(f"temperature must lie in (0, 1]; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
