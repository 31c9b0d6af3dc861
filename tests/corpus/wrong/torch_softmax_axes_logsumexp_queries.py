# track: torch
# exercise: softmax
# why: stable_softmax normalises in log space, exp(scaled - torch.logsumexp(scaled, dim=-2, keepdim=True)), taking the log-sum-exp over dim -2, the queries, instead of -1, the keys, so every column sums to 1 and the rows do not
# kind: axes
# diagnosis: reduced-other-axis,softmax-axis
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
    return torch.exp(scaled - torch.logsumexp(scaled, dim=-2, keepdim=True))
