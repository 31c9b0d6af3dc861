# track: numpy
# exercise: softmax
# why: stable_softmax ports the CS231n softmax-classifier lines, scores -= np.max(scores, axis=1, keepdims=True) then np.exp(scores) / np.sum(..., axis=1, keepdims=True): the shift is made in place on the caller's scores, and axis 1 is the key axis only for 2-D scores
# kind: public
# diagnosis: input-changed,softmax-axis, fails-with-leading-axes

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    if np.isneginf(np.max(scores, axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    scores -= np.max(scores, axis=1, keepdims=True)
    exps = np.exp(scores / temp)
    return exps / np.sum(exps, axis=1, keepdims=True)
