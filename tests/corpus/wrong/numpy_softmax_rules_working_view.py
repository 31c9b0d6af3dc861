# track: numpy
# exercise: softmax
# why: stable_softmax takes its working array with work = np.asarray(scores).view(), believing view() makes a copy, and then divides and shifts it in place (work /= temp; work -= max); a view shares the caller's memory, so the caller's scores array is overwritten with the shifted, scaled scores
# kind: rules
# diagnosis: input-changed
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    work = np.asarray(scores).view()
    work /= temp
    row_max = work.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    work -= row_max
    exps = np.exp(work)
    return exps / exps.sum(axis=-1, keepdims=True)
