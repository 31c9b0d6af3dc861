# track: torch
# exercise: softmax
# why: stable_softmax shifts by torch.max(scaled, dim=-1, keepdim=True)[1], the position of each row's maximum (the indices) where [0], the values, belongs; a per-row shift still cancels for moderate scores, but large scores overflow exp to inf (NaN weights), and the all -inf check on that index never fires
# kind: relation
# diagnosis: softmax-unstable,error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = scores / temp
    row_max = torch.max(scaled, dim=-1, keepdim=True)[1]
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
