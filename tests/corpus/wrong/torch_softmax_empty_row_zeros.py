# track: torch
# exercise: softmax
# why: maps rows that are entirely -inf to zeros (like SDPA / _safe_softmax) instead of raising
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    row_max = scaled.amax(dim=-1, keepdim=True)
    row_max = torch.where(torch.isneginf(row_max), torch.zeros_like(row_max), row_max)
    exps = torch.exp(scaled - row_max)
    total = exps.sum(dim=-1, keepdim=True)
    return exps / torch.where(total == 0, torch.ones_like(total), total)
