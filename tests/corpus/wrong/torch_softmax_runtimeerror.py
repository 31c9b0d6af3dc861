# track: torch
# exercise: softmax
# why: raises RuntimeError instead of ValueError for a bad temperature or an all -inf row
# diagnosis: error-not-valueerror


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise RuntimeError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise RuntimeError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True))
    return exps / exps.sum(dim=-1, keepdim=True)
