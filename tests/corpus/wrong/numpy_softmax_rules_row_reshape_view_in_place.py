# track: numpy
# exercise: softmax
# why: stable_softmax works on "a 2-D copy of the rows", rows = scores.reshape(-1, S), and then divides, shifts, exponentiates and normalises it in place (rows /= temp; rows -= max; np.exp(rows, out=rows); rows /= sum); for a contiguous input reshape returns a view, so the caller's scores array is overwritten with the weights
# kind: rules
# diagnosis: input-changed

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    scores = np.asarray(scores)
    rows = scores.reshape(-1, scores.shape[-1])  # (N, S) working copy of the rows
    rows /= temp
    row_max = rows.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    rows -= row_max
    np.exp(rows, out=rows)
    rows /= rows.sum(axis=-1, keepdims=True)
    return rows.reshape(scores.shape)
