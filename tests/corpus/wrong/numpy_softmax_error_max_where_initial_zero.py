# track: numpy
# exercise: softmax
# why: takes the row maximum over the finite scores with np.max(..., where=np.isfinite(scaled), initial=0.0), the initial= that NumPy's error message asked for, but 0 becomes the floor of every row maximum: an all -inf row gets maximum 0, so the -inf check never fires and it comes out NaN instead of raising ValueError, and a row of large negative scores underflows to 0/0
# kind: error-case
# diagnosis: error-not-raised,fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = np.max(scaled, axis=-1, keepdims=True, where=np.isfinite(scaled), initial=0.0)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
