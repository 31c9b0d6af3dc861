# track: numpy
# exercise: softmax
# why: raises OverflowError ("the scaled scores would overflow") for an infinite temperature, keeping ValueError only for zero, negative and NaN temperatures, where the contract asks for ValueError in every case
# kind: error
# diagnosis: error-not-valueerror

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number, got {temperature!r}") from err
    if math.isinf(temp):
        raise OverflowError(f"temperature {temperature!r} is infinite")
    if math.isnan(temp) or temp <= 0:
        raise ValueError(f"temperature must be positive, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
