# track: numpy
# exercise: softmax
# why: stable_softmax divides the scores by _checked_temperature(temperature), but the student's helper validates the temperature and returns the inverse temperature beta = 1 / temperature (it was written for code that multiplies by beta), so the scores are multiplied by the temperature instead of divided: right at temperature 1, too sharp above it and too flat below
# kind: knockon
# diagnosis: softmax-temperature-multiplied


def _checked_temperature(temperature):
    try:
        t = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    return 1.0 / t  # beta, the inverse temperature


def stable_softmax(scores, temperature=1.0):
    scaled = np.asarray(scores) / _checked_temperature(temperature)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
