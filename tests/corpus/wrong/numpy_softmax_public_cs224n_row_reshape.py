# track: numpy
# exercise: softmax
# why: stable_softmax ports the CS224n assignment 1 softmax, tmp = np.max(x, axis=1); x -= tmp.reshape((x.shape[0], 1)); x = np.exp(x); tmp = np.sum(x, axis=1); x /= tmp.reshape((x.shape[0], 1)), written for a 2-D (rows, classes) matrix: 2-D scores are right, but with a batch or head axis the axis-1 maxima no longer reshape to (x.shape[0], 1) and every batched call raises ValueError
# kind: public
# diagnosis: fixed-ndim

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    x = np.asarray(scores) / temp
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # CS224n a1 q1_softmax.py
    if len(x.shape) > 1:
        tmp = np.max(x, axis=1)
        x -= tmp.reshape((x.shape[0], 1))
        x = np.exp(x)
        tmp = np.sum(x, axis=1)
        x /= tmp.reshape((x.shape[0], 1))
    else:
        tmp = np.max(x)
        x -= tmp
        x = np.exp(x)
        tmp = np.sum(x)
        x /= tmp
    return x
