# track: torch
# exercise: heads
# why: the student's stable_softmax guards its denominator with exps.sum(-1, keepdim=True).clamp(max=1.0), clamp's max where min=eps was meant; a row sum is always at least 1, so the denominator becomes 1 and the "weights" are the raw shifted exponentials, so attention and multi-head attention return rows that sum to more than 1 and outputs scaled row by row
# kind: knock-on
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
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True).clamp(max=1.0)
