# track: numpy
# exercise: softmax
# why: stable_softmax adds up the exponentials with np.einsum("...ts->...s", exps)[..., None, :], keeping the key letter s where the query letter t belongs, so each weight is divided by its key's column total over the queries instead of its row's sum
# kind: axes
# diagnosis: reduced-other-axis,softmax-axis

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / np.einsum("...ts->...s", exps)[..., None, :]
