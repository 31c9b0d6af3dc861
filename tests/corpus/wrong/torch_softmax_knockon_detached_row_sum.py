# track: torch
# exercise: softmax
# why: stable_softmax detaches the row sums as well as the row maximum (exps / exps.sum(-1, keepdim=True).detach(), "the normaliser is a constant like the shift"); the values are right but the gradient misses the normaliser's term, in stable_softmax and in attention and multi-head attention built on it
# kind: knockon
# diagnosis: gradient-differs

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
    return exps / exps.sum(dim=-1, keepdim=True).detach()
