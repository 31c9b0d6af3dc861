# track: torch
# exercise: softmax
# why: subtracts the maximum over dim -2 (each key's column) instead of each row's maximum before exponentiating
# kind: relation
# diagnosis: reduced-other-axis,shift-per-key


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    col_max = scaled.amax(dim=-2, keepdim=True)
    exps = torch.exp(scaled - col_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
