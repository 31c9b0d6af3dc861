# track: numpy
# exercise: softmax
# why: looks for entirely -inf rows with np.isneginf(scaled).all(axis=-2).any(), i.e. a key that is -inf for every query: a row that is all -inf comes back NaN instead of raising, and a key hidden from every query (valid) raises ValueError
# kind: inputs-errors
# diagnosis: error-not-raised, error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-2).any():
        raise ValueError("scores entirely -inf: no key is visible")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
