# track: torch
# exercise: softmax
# why: stable_softmax sets the hidden keys' exponentials to exactly 0 with exps.masked_fill_(torch.isneginf(scaled), 0.0) "to be safe"; the values are right, but exp saved its output for the backward pass, so every gradient through the weights (and through attention and multi-head attention) raises RuntimeError
# kind: knockon
# diagnosis: in-place-autograd
def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    exps.masked_fill_(torch.isneginf(scaled), 0.0)
    return exps / exps.sum(dim=-1, keepdim=True)
