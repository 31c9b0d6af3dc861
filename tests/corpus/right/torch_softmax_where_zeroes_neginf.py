# track: torch
# exercise: softmax
# why: zeroes the -inf entries explicitly with torch.where after exponentiating the finite ones


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    hidden = torch.isneginf(scores)
    if hidden.all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scores.amax(dim=-1, keepdim=True)
    exps = torch.where(hidden, torch.zeros_like(scores), torch.exp((scores - row_max) / t))
    return exps / exps.sum(dim=-1, keepdim=True)
