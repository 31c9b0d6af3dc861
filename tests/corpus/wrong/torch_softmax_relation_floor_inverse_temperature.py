# track: torch
# exercise: softmax
# why: stable_softmax applies the temperature as a multiplication by its inverse, written 1 // temp (floor division) where 1 / temp was meant: right for temperatures 1 and 1/n, but temperature 2 makes every row uniform (factor 0) and 0.3 uses 3 instead of 3.33
# kind: relation
# diagnosis: logit-ratio:constant,logit-ratio
# miss: a floored inverse temperature is 0 for temperatures above 1 (uniform weights, NaN with -inf) and a ratio of the logits only below 1; the NaN checks outnumber


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores * (1 // temp)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
