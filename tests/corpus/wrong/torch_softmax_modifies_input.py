# track: torch
# exercise: softmax
# why: subtracts the row max from the caller's scores in place (scores -= max)
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    if torch.isneginf(scores).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    scores -= scores.amax(dim=-1, keepdim=True)
    exps = torch.exp(scores / t)
    return exps / exps.sum(dim=-1, keepdim=True)
