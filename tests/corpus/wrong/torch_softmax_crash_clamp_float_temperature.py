# track: torch
# exercise: softmax
# why: stable_softmax keeps the temperature away from 0 with torch.clamp(temperature, min=1e-6) before dividing; torch.clamp takes a tensor, and the temperature is a Python float, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    temp = torch.clamp(temp, min=1e-6)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
