# track: torch
# exercise: softmax
# why: stable_softmax puts the reduced axis back in the wrong place, exps / exps.sum(-1).unsqueeze(-2): the (..., T) row sums become (..., 1, T) and broadcast along the queries, so key j of every row is divided by row j's sum (a size mismatch unless T == S, wrong values when T == S)
# kind: axes
# diagnosis: needs-square,broadcast-after-reduction
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(-1).unsqueeze(-2)
