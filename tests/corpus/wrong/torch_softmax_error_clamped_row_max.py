# track: torch
# exercise: softmax
# why: clamps the row maxima with row_max.clamp(min=-1e30) "so the shift is never -inf" before the all -inf check, so the check can never fire: a row that is entirely -inf comes out 0/0 = NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised,values-nan

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).clamp(min=-1e30)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
