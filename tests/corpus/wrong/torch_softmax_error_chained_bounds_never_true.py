# track: torch
# exercise: softmax
# why: stable_softmax tests a bad temperature with the chained comparison "if 0 >= temp >= math.inf", meaning "outside (0, inf)", but Python reads it as 0 >= temp and temp >= inf, which no number satisfies, so zero, negative, infinite and NaN temperatures are never rejected
# kind: error
# diagnosis: error-not-raised
def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if 0 >= temp >= math.inf:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
