# track: torch
# exercise: softmax
# why: stable_softmax normalises one query row at a time over scaled.unbind(dim=-2) and puts the rows back with torch.stack(rows, dim=-1), so the rows become columns: the weights come back (..., S, T), their last two axes swapped
# kind: axes
# diagnosis: transposed, scores-transposed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    rows = []
    for row in scaled.unbind(dim=-2):  # (..., S) each
        row_max = row.amax(dim=-1, keepdim=True)
        if torch.isneginf(row_max).any():
            raise ValueError("a row of scores is entirely -inf")
        exps = torch.exp(row - row_max.detach())
        rows.append(exps / exps.sum(dim=-1, keepdim=True))
    return torch.stack(rows, dim=-1)
