# track: numpy
# exercise: softmax
# why: subtracts the maximum over axis=1, the last axis only for 2-D scores: with leading axes (the heads inside multi_head_self_attention) it subtracts per-column maxima and the weights come out wrong
# kind: knock-on
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - np.max(scaled, axis=1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
