# track: torch
# exercise: softmax
# why: stable_softmax adds torch.finfo(dtype).tiny to every exponential "so that no weight is exactly 0 and its log stays finite", so hidden (-inf) keys get a weight of about 1e-38 (float32) or 2e-308 (float64) instead of exactly 0
# kind: relation
# diagnosis: only-at-special,uniform-share

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach()) + torch.finfo(scores.dtype).tiny
    return exps / exps.sum(dim=-1, keepdim=True)
