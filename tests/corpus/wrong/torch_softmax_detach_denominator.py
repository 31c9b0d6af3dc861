# track: torch
# exercise: softmax
# why: detaches the row sum as well as the row max ("constants like the max"), so the values are right but the gradient through the normalisation is lost
# kind: rules-types
# diagnosis: gradient-differs


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    total = exps.sum(dim=-1, keepdim=True).detach()
    return exps / total
