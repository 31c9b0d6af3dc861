# track: torch
# exercise: softmax
# why: stable_softmax carries over the T**2 factor of Hinton et al.'s distillation recipe (soft targets at temperature T, loss times T * T) and returns softmax(scores / T) * T**2, so at any temperature other than 1 the rows sum to T**2 instead of 1
# kind: public-code
# diagnosis: row-scale, ratio


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
    return exps / exps.sum(dim=-1, keepdim=True) * temp ** 2
