# track: torch
# exercise: softmax
# why: label-smooths the weights on the way out, 0.9 * weights + 0.1 / S ("so no key is ever fully ignored"), so every weight is scaled and shifted and hidden (-inf) keys get 0.1 / S instead of exactly 0
# kind: relation
# diagnosis: scaled-offset,only-at-special

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    smoothing = 0.1
    return (1 - smoothing) * weights + smoothing / scores.shape[-1]
