# track: torch
# exercise: softmax
# why: normalises over the queries (dim -2) instead of the keys
# diagnosis: softmax-axis


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.amax(dim=-2, keepdim=True))
    return exps / exps.sum(dim=-2, keepdim=True)
