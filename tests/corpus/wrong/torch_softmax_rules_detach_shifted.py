# track: torch
# exercise: softmax
# why: stable_softmax detaches the whole shifted tensor, torch.exp((scaled - row_max).detach()), instead of only the maximum, so the weights are right but no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient,gradient-differs

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = torch.exp((scaled - row_max).detach())
    return exps / exps.sum(dim=-1, keepdim=True)
