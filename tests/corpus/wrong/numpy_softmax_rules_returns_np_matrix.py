# track: numpy
# exercise: softmax
# why: stable_softmax hands 2-D weights back as np.asmatrix(weights) "so that weights * values is the matrix product in the next step", an np.matrix subclass instead of the plain np.ndarray the track returns; batched weights stay ndarrays and every number is right
# kind: rules
# diagnosis: wrong-array-type
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    if weights.ndim == 2:
        return np.asmatrix(weights)
    return weights
