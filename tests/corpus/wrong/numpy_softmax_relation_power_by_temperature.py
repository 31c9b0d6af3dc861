# track: numpy
# exercise: softmax
# why: stable_softmax applies the temperature to the exponentials as np.power(exps, temperature), meaning exp(x)^(1/T) = exp(x/T) but writing the power T, so the weights are a softmax of the scores times the temperature instead of divided by it (right only at temperature 1)
# kind: relation
# diagnosis: softmax-temperature-multiplied
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.power(np.exp(scores - row_max), temp)
    return exps / exps.sum(axis=-1, keepdims=True)
