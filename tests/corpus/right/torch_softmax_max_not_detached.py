# track: torch
# exercise: softmax
# why: subtracts torch.max(...).values without detaching it; gradients through the max cancel out


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if math.isnan(t) or math.isinf(t) or t <= 0:
        raise ValueError("temperature must be a positive finite number")
    x = scores / t
    m = torch.max(x, dim=-1, keepdim=True).values
    if torch.isneginf(m).any():
        raise ValueError("a row of scores is entirely -inf")
    e = (x - m).exp()
    return e / e.sum(dim=-1, keepdim=True)
