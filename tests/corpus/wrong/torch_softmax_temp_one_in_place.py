# track: torch
# exercise: softmax
# why: skips the division when temperature == 1 "to avoid a copy" and then shifts with scaled.sub_(row_max), which at the default temperature subtracts in the caller's scores
# kind: in-place
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores if temp == 1.0 else scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    with torch.no_grad():
        scaled.sub_(row_max)
    exps = torch.exp(scaled)
    return exps / exps.sum(dim=-1, keepdim=True)
