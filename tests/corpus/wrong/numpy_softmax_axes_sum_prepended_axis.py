# track: numpy
# exercise: softmax
# why: keeps keepdims for the row maxima but gives the row sums their axis back with exps.sum(axis=-1)[None] (a new FIRST axis) instead of [..., None], so the sums line up with the keys: in 2-D each column s is divided by row s's sum (only possible when T == S), and with batch axes the shapes clash
# kind: axes
# diagnosis: softmax-keepdims,needs-square,broadcast-after-reduction

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not math.isfinite(temp) or temp <= 0:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1)[None]
