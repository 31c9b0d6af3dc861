# track: numpy
# exercise: softmax
# why: stable_softmax makes the hidden keys' weights exactly 0 with np.where(np.isneginf(scaled), np.zeros(scaled.shape), weights); np.zeros defaults to float64, so np.where promotes and float32 scores always come back as float64 weights
# kind: rules
# diagnosis: dtype-float64, dtype-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return np.where(np.isneginf(scaled), np.zeros(scaled.shape), weights)
