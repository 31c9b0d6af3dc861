# track: torch
# exercise: softmax
# why: subtracts the row maximum under torch.no_grad() ("the shift is a constant, it needs no gradient"), but the whole shifted tensor is then cut from the graph, so no gradient reaches the scores
# kind: rules-types
# diagnosis: no-gradient


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
    with torch.no_grad():
        shifted = scaled - row_max
    exps = torch.exp(shifted)
    return exps / exps.sum(dim=-1, keepdim=True)
