# track: torch
# exercise: softmax
# why: renames the parameter temperature to temp, so stable_softmax(x, temperature=0.5) is a TypeError
# named-by: got an unexpected keyword argument 'temperature'


def stable_softmax(scores, temp=1.0):
    t = float(temp)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
