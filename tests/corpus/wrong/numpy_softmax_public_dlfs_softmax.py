# track: numpy
# exercise: softmax
# why: stable_softmax validates its inputs and hands the work to the softmax of "Deep Learning from Scratch" (Saito, common/functions.py), which normalises each row only for 2-D input (via x.T and axis=0) and otherwise subtracts the maximum of the whole array and divides by the sum of the whole array, so batched or multi-head scores are normalised all together instead of row by row
# kind: public
# diagnosis: softmax-whole-array, softmax-global-max, fails-with-leading-axes


def _softmax(x):
    if x.ndim == 2:
        x = x.T
        x = x - np.max(x, axis=0)
        y = np.exp(x) / np.sum(np.exp(x), axis=0)
        return y.T
    x = x - np.max(x)  # guard against overflow
    return np.exp(x) / np.sum(np.exp(x))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return _softmax(scaled)
