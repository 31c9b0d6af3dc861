# track: torch
# exercise: heads
# why: the student's stable_softmax divides every row's exponentials by the largest row total of its (T, S) map, exps.sum(-1, keepdim=True).amax(-2, keepdim=True) ('one normaliser per map, so the rows stay comparable'), so only the row with the largest total sums to 1 and the others are scaled down; attention and multi-head attention, correct themselves, return those weights and outputs
# kind: knockon
# diagnosis: row-scale


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True).amax(dim=-2, keepdim=True)
