# track: numpy
# exercise: softmax
# why: stable_softmax checks negative, infinite and NaN temperatures itself but leaves temperature 0 to np.errstate(divide="raise") around scores / temperature, which raises FloatingPointError, not the ValueError the contract asks for
# kind: error
# diagnosis: error-not-valueerror
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if temp < 0 or not math.isfinite(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    with np.errstate(divide="raise"):  # a zero temperature is caught here
        scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
