# track: numpy
# exercise: softmax
# why: stable_softmax reduces over axis=(-2, -1) for both the maximum and the sum ("the scores are a (T, S) matrix"), so each matrix of scores is normalised as a whole: the weights of a batch matrix sum to 1 together instead of each row
# kind: axes
# diagnosis: softmax-whole-array

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - scaled.max(axis=(-2, -1), keepdims=True))
    return exps / exps.sum(axis=(-2, -1), keepdims=True)
