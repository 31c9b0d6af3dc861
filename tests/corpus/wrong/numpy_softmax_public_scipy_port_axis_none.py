# track: numpy
# exercise: softmax
# why: stable_softmax calls a helper ported line by line from scipy.special.softmax, keeping scipy's default axis=None, and calls it without an axis, so one max and one sum over the whole array normalise everything together instead of each row over the keys
# kind: public-code
# diagnosis: softmax-whole-array,reduced-other-axis

def _softmax(x, axis=None):
    # ported from scipy.special.softmax
    x_max = np.amax(x, axis=axis, keepdims=True)
    exp_x_shifted = np.exp(x - x_max)
    return exp_x_shifted / np.sum(exp_x_shifted, axis=axis, keepdims=True)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return _softmax(scaled)
