# track: torch
# exercise: softmax
# why: stable_softmax floors the exponentials with torch.exp(shifted).clamp(min=1e-6) ("no exact zeros, so a later log of the weights stays finite"), so hidden keys get a small positive weight instead of exactly 0 and every row with hidden or far-below-max keys is off
# kind: relation
# diagnosis: clipped,only-at-special
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
    exps = torch.exp(scaled - row_max.detach()).clamp(min=1e-6)
    return exps / exps.sum(dim=-1, keepdim=True)
