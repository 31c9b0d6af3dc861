# track: numpy
# exercise: softmax
# why: loops "for i in range(len(x))" over the rows, which are rows only for 2-D scores; with batch axes each x[i] is a whole matrix, so it subtracts that matrix's max and divides by its total sum
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) / temp
    if np.isneginf(x.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    out = np.empty_like(x)
    for i in range(len(x)):
        row = x[i]
        e = np.exp(row - row.max())
        out[i] = e / e.sum()
    return out
