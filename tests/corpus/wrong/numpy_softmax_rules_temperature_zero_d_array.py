# track: numpy
# exercise: softmax
# why: stable_softmax turns the temperature into np.asarray(temperature) "so that scalars and 0-d arrays are handled alike"; a 0-d float64 array is not a weak Python scalar under NumPy 2's promotion rules, so scores / temperature promotes float32 scores to float64 and the weights come back float64
# kind: rules
# diagnosis: dtype-float64


def stable_softmax(scores, temperature=1.0):
    temperature = np.asarray(temperature)
    if temperature.ndim or not np.issubdtype(temperature.dtype, np.number):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if not (np.isfinite(temperature) and temperature > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temperature
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
