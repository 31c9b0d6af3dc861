# track: torch
# exercise: softmax
# why: stable_softmax clamps the shifted scores at -20 before exp, torch.exp((scaled - row_max).clamp(min=-20)) "so tiny weights do not underflow to denormals", so hidden (-inf) keys get weight e^-20 / sum instead of exactly 0 and every key far below the row maximum is raised
# kind: relation
# diagnosis: only-at-special


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
    exps = torch.exp((scaled - row_max.detach()).clamp(min=-20.0))
    return exps / exps.sum(dim=-1, keepdim=True)
