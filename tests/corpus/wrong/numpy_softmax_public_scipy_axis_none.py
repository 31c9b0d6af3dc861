# track: numpy
# exercise: softmax
# why: ports scipy.special.softmax's body together with its signature default axis=None (x_max = np.amax(x, axis=axis, keepdims=True); exp(x - x_max) / np.sum(..., axis=axis, keepdims=True)), so with the default the maximum and the sum are taken over the whole array instead of each row, and rows no longer sum to 1
# kind: public
# diagnosis: softmax-whole-array


def stable_softmax(scores, temperature=1.0, axis=None):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    x = np.asarray(scores) / temp
    if np.isneginf(x.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    x_max = np.amax(x, axis=axis, keepdims=True)
    exp_x_shifted = np.exp(x - x_max)
    return exp_x_shifted / np.sum(exp_x_shifted, axis=axis, keepdims=True)
