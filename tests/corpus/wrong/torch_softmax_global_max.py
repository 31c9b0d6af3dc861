# track: torch
# exercise: softmax
# why: subtracts the global maximum of the whole tensor, so rows far below it underflow to 0/0
# diagnosis: softmax-global-max


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.max())
    return exps / exps.sum(dim=-1, keepdim=True)
