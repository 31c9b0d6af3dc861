# track: numpy
# exercise: softmax
# why: stable_softmax lays the scores out as rows with rows = np.asarray(scores).reshape(-1, S), believing reshape copies, and shifts them in place (rows -= rows.max(...)) before dividing by the temperature; for a contiguous input the reshape is a view, so the caller's scores array is shifted by its row maxima
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
    rows = scores.reshape(-1, scores.shape[-1])  # one row per query
    row_max = rows.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    rows -= row_max  # shifting by the row maximum is undone by the normalisation
    exps = np.exp(rows / temp)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return weights.reshape(scores.shape)
