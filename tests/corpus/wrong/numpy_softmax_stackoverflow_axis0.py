# track: numpy
# exercise: softmax
# why: adapts the popular Stack Overflow softmax, e_x = np.exp(x - np.max(x)); e_x / e_x.sum(axis=0), written for a 1-D vector: one global max and a sum over axis 0 (the columns) instead of per row over the last axis
# kind: public-code
# diagnosis: softmax-axis, reduced-other-axis, softmax-global-max


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) / temp
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    e_x = np.exp(x - np.max(x))
    return e_x / e_x.sum(axis=0)
