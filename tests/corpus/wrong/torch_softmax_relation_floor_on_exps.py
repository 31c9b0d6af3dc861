# track: torch
# exercise: softmax
# why: stable_softmax adds 1e-12 to every exponential before normalising ("so no weight is exactly 0 and logs stay finite"), so hidden keys get a small weight instead of exactly 0 and every row is mixed with an even share
# kind: relation
# diagnosis: uniform-share,only-at-special
def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach()) + 1e-12
    return exps / exps.sum(dim=-1, keepdim=True)
