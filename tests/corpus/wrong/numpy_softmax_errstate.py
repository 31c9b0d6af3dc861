# track: numpy
# exercise: softmax
# why: relies on np.errstate(invalid="raise") to catch a row that is entirely -inf, which raises FloatingPointError (from -inf - -inf), not ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    with np.errstate(over="raise", invalid="raise"):
        exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
        return exps / exps.sum(axis=-1, keepdims=True)
