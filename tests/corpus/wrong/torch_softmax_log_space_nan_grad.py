# track: torch
# exercise: softmax
# why: normalises in log space through torch.log(exps): log(0) at -inf entries makes the gradient NaN
# named-by: gradient with respect to scores has NaN or inf entries


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True))
    return torch.exp(torch.log(exps) - torch.log(exps.sum(dim=-1, keepdim=True)))
