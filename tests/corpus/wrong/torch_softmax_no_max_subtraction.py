# track: torch
# exercise: softmax
# why: no max subtraction: exp overflows to inf for scores of 1e4 and gives NaN
# diagnosis: softmax-unstable


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled)
    return exps / exps.sum(dim=-1, keepdim=True)
