# track: torch
# exercise: heads
# why: the student's stable_softmax computes exp in base 2 as torch.exp2(shifted * math.log(2)), multiplying by ln 2 where it had to divide (or multiply by log2(e)), so it is a softmax of the scores times (ln 2)^2 = 0.48 and attention and multi-head attention return weights that are too flat
# kind: knockon
# diagnosis: logit-ratio,logit-ratio:constant

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp2((scaled - row_max.detach()) * math.log(2))
    return exps / exps.sum(dim=-1, keepdim=True)
