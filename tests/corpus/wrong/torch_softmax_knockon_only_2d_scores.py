# track: torch
# exercise: softmax
# why: stable_softmax rejects scores that are not 2-D (if scores.dim() != 2: raise ValueError), so batched scores raise here and attention on batched or multi-head inputs fails
# kind: knockon
# diagnosis: error-on-valid

def stable_softmax(scores, temperature=1.0):
    if scores.dim() != 2:
        raise ValueError("scores must be (T, S)")
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("row entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
