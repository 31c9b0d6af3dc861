# track: numpy
# exercise: softmax
# why: flattens the scores to rows with scaled.reshape(-1, scaled.shape[-2]), using the length T of the second-to-last axis where the row length is S; right only when T == S, otherwise each "row" mixes the end of one query row with the start of the next
# kind: axes-shapes
# diagnosis: needs-square, softmax-axis


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
    rows = scaled.reshape(-1, scaled.shape[-2])
    exps = np.exp(rows - rows.max(axis=1, keepdims=True))
    return (exps / exps.sum(axis=1, keepdims=True)).reshape(scaled.shape)
