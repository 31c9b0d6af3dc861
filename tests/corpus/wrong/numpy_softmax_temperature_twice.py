# track: numpy
# exercise: softmax
# why: divides by the temperature when building scaled and again inside the exp ((scaled - max) / temp), so the scores are divided by temperature squared
# kind: relation
# diagnosis: ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp((scaled - row_max) / temp)
    return exps / exps.sum(axis=-1, keepdims=True)
