# track: torch
# exercise: softmax
# why: stable_softmax ends with .squeeze() "to drop the keepdim axes", which removes every axis of length 1 of the weights: a single query (T = 1), a single key (S = 1) or a batch or head axis of length 1 disappears; attention, correct itself, then hands weighted_mixture weights with too few axes, which it rejects or mixes into a wrongly shaped output
# kind: knockon
# diagnosis: missing-axis


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
    return (exps / exps.sum(dim=-1, keepdim=True)).squeeze()
