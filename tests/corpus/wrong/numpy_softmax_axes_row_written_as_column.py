# track: numpy
# exercise: softmax
# why: stable_softmax normalises one query row at a time but stores the row with out[..., t] = row_weights where out[..., t, :] was meant, so row t is written into column t: scores with T != S raise a broadcast ValueError and square scores come back transposed
# kind: axes
# diagnosis: transposed,needs-square, slot-shape


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    out = np.empty_like(scaled)
    for t in range(scaled.shape[-2]):
        row = scaled[..., t, :]
        exps = np.exp(row - row.max(axis=-1, keepdims=True))
        out[..., t] = exps / exps.sum(axis=-1, keepdims=True)
    return out
