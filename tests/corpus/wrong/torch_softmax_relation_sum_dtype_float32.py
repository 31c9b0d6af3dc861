# track: torch
# exercise: softmax
# why: stable_softmax sums the exponentials with exps.sum(-1, keepdim=True, dtype=torch.float32) "for speed", so float64 weights are divided by float32-rounded row sums
# kind: relation
# diagnosis: float32-precision

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(-1, keepdim=True, dtype=torch.float32).to(exps.dtype)
