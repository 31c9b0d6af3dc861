# track: torch
# exercise: softmax
# why: stable_softmax tests for dead rows with torch.isneginf(row_max).all(), so it raises only when every row is entirely -inf; a single dead row passes and comes back as NaN
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).all():
        raise ValueError("all rows -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
