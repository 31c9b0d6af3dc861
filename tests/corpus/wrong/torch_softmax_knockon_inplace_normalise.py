# track: torch
# exercise: softmax
# why: stable_softmax normalises the exponentials in place, exps.div_(exps.sum(-1, keepdim=True)), "to save a tensor"; torch.exp's backward needs its output unchanged, so every gradient through stable_softmax, and through attention and multi-head attention built on it, raises RuntimeError (the values are right)
# kind: knockon
# diagnosis: in-place-autograd
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
    return exps.div_(exps.sum(dim=-1, keepdim=True))
