# track: numpy
# exercise: softmax
# why: correct softmax with debug print() calls and a warnings.warn(UserWarning) for large temperatures

import warnings


def stable_softmax(scores, temperature=1.0):
    print("stable_softmax called with", np.shape(scores), "temperature", temperature)
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if t > 10:
        warnings.warn(f"temperature {t} is large: the weights will be nearly uniform", UserWarning)
    x = np.asarray(scores) / t
    row_max = np.max(x, axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(x - row_max)
    print("row sums before normalising:", exps.sum(axis=-1).ravel()[:5])
    return exps / np.sum(exps, axis=-1, keepdims=True)
