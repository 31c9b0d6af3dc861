# track: torch
# exercise: softmax
# why: instead of subtracting each row's maximum, stable_softmax keeps exp from overflowing by dividing a row whose largest finite |score| exceeds 50 by that value over 50 ("shrink the logits into exp's safe range"); moderate rows are right, but every row with a score beyond 50 is a softmax of its scores times its own factor below 1, far too flat (scores of 1e4 become nearly uniform)
# kind: relation
# diagnosis: fails-with-extreme-scores, row-logit-scale


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    finite = torch.where(torch.isfinite(scaled), scaled, torch.zeros_like(scaled))
    peak = finite.abs().amax(dim=-1, keepdim=True)
    factor = torch.where(peak > 50, 50 / peak, torch.ones_like(peak))
    exps = torch.exp(scaled * factor)
    return exps / exps.sum(dim=-1, keepdim=True)
