# track: torch
# exercise: softmax
# why: the temperature check reads "if not (math.isfinite(temperature) and temperature >= 0): raise ValueError", a >= where > was meant, so temperature 0 passes; scores / 0 turns every finite score into +-inf or NaN and the call returns NaN weights (or, for a row of only negative scores, the all -inf row error) instead of rejecting the temperature with ValueError (negative, infinite and NaN temperatures are still rejected)
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp >= 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
