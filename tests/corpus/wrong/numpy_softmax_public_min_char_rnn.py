# track: numpy
# exercise: softmax
# why: stable_softmax keeps the probability line of Karpathy's min-char-rnn.py, ps = np.exp(ys) / np.sum(np.exp(ys)), written for one 1-D vector of logits: with no axis the sum runs over the whole array, so rows of a 2-D or batched score array are normalised together, and without a shift large scores overflow to inf (NaN weights)
# kind: public
# diagnosis: softmax-whole-array,softmax-unstable

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    ys = np.asarray(scores) / temp
    if np.isneginf(ys.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return np.exp(ys) / np.sum(np.exp(ys))
