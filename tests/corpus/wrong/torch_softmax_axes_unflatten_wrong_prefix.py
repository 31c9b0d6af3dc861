# track: torch
# exercise: softmax
# why: stable_softmax normalises the rows of scaled.flatten(0, -2) and restores the layout with .unflatten(0, scores.shape[:-2]), slicing off one axis too many (the query axis belongs to the rows), so the restore fails with RuntimeError for 2-D scores and for any batch with more than one query
# kind: axes
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    rows = (scores / temp).flatten(0, -2)
    row_max = rows.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(rows - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights.unflatten(0, scores.shape[:-2])
