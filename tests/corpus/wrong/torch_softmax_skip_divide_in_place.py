# track: torch
# exercise: softmax
# why: skips the division when temperature == 1 "to save a copy" and then shifts with scaled -= row_max, which subtracts in place from the caller's scores
# kind: inputs-errors
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores if temp == 1.0 else scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    scaled -= row_max.detach()
    exps = torch.exp(scaled)
    return exps / exps.sum(dim=-1, keepdim=True)
