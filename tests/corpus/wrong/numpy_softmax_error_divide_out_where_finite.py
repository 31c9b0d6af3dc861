# track: numpy
# exercise: softmax
# why: applies the temperature with np.divide(scores, temperature, out=scores, where=np.isfinite(scores)) "so the -inf entries are left alone", but out=scores writes the division into the caller's own scores array whenever the temperature is not 1
# kind: error
# diagnosis: input-changed

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    scaled = np.divide(scores, temp, out=scores, where=np.isfinite(scores)) if temp != 1.0 else scores
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
