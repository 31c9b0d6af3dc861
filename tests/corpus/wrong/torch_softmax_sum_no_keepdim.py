# track: torch
# exercise: softmax
# why: divides by exps.sum(dim=-1) without keepdim, which broadcasts along the keys (RuntimeError when T != S)
# kind: crash
# diagnosis: broadcast-after-reduction, softmax-keepdims


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1)
