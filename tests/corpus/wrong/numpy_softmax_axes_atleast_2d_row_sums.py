# track: numpy
# exercise: softmax
# why: stable_softmax gives the row sums an axis back with np.atleast_2d(exps.sum(axis=-1)) "to divide by a 2-D array"; atleast_2d puts the new axis in FRONT, (1, T) for 2-D scores, so exps[t, s] is divided by the sum of row s (a size mismatch unless T = S, and batched sums keep no axis at all)
# kind: axes
# diagnosis: broadcast-after-reduction
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / np.atleast_2d(exps.sum(axis=-1))
