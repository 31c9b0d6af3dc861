# track: torch
# exercise: softmax
# why: rejects only temperature == 0 (to avoid dividing by zero), so negative, infinite and NaN temperatures are accepted
# kind: error-case
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    if temperature == 0:
        raise ValueError("temperature must not be 0")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
