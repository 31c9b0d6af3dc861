# track: torch
# exercise: softmax
# why: stable_softmax exponentiates with torch.expm1 ("the accurate exp for small arguments"), but expm1(x) is exp(x) - 1, so every shifted exponential is 1 too small (0 at the row maximum, negative below it, -1 for hidden keys) and so is their sum: each row's largest score gets weight 0, the smaller scores share all the weight, and hidden keys get a positive weight; row by row the weights are an affine function of the expected ones
# kind: relation
# diagnosis: scaled-offset, row-scale, exp-minus-one


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.expm1(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
