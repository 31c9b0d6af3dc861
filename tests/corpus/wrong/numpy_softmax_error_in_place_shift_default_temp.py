# track: numpy
# exercise: softmax
# why: stable_softmax skips the division when the temperature is 1 ("dividing by 1 changes nothing", scaled = scores itself) and then shifts with scaled -= row_max, so at the default temperature the caller's own scores array is shifted in place (the weights are right); other temperatures work on a fresh array
# kind: error
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores)
    if temp != 1.0:
        scaled = scaled / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    scaled -= row_max
    exps = np.exp(scaled)
    return exps / exps.sum(axis=-1, keepdims=True)
