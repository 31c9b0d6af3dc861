# track: torch
# exercise: softmax
# why: stable_softmax also rejects temperatures above 10 ("the lesson's slider stops at 10") with ValueError, so valid large temperatures such as 20 or 100 raise
# kind: error
# diagnosis: error-on-valid

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    if temp > 10:
        raise ValueError("temperature must be at most 10")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
