# track: torch
# exercise: softmax
# why: barred from the library softmax, stable_softmax takes its exponential from the torch.special namespace, torch.special.exp(shifted), by analogy with torch.special.exp2 and torch.special.expm1; torch.special has no exp (only torch.exp does), so every valid call raises AttributeError once the temperature and -inf checks have passed
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.special.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
