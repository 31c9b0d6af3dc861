# track: torch
# exercise: softmax
# why: stable_softmax stores its weights as "8-bit attention probabilities", rounding them to multiples of 1/255 with torch.round(weights * 255) / 255 to save memory downstream, so every weight is off by up to 0.002, rows no longer sum to 1, and the rounding passes no gradient back
# kind: relation
# diagnosis: rounded


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
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return torch.round(weights * 255) / 255
