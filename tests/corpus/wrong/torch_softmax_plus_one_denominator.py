# track: torch
# exercise: softmax
# why: the "quiet" softmax, 1 + sum in the denominator, so a row may give less than all its weight; rows sum to between 1/2 and 1
# kind: relation
# diagnosis: epsilon


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    top = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(top).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - top)
    return exps / (1 + exps.sum(dim=-1, keepdim=True))
