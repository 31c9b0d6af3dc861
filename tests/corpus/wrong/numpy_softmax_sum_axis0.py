# track: numpy
# exercise: softmax
# why: shifts by each row's max but divides by exps.sum(axis=0), as in the classic 1-D answer, so it normalises over the first axis (queries in 2-D, batch elements otherwise)
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis


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
    e_x = np.exp(scaled - row_max)
    return e_x / e_x.sum(axis=0, keepdims=True)
