# track: torch
# exercise: softmax
# why: stable_softmax divides by exps.sum(dim=-1, keepdim=True).detach(), treating the row sum like the row maximum as a constant that needs no gradient; the weights are right but their gradient is wrong, and so are the gradients of attention and multi-head attention, which call it
# kind: knockon
# diagnosis: gradient-differs
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
    return exps / exps.sum(dim=-1, keepdim=True).detach()
