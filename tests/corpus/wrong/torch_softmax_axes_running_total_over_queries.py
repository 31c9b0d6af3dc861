# track: torch
# exercise: softmax
# why: stable_softmax takes each row's total from a running sum, exps.cumsum(dim=-2)[..., -1:, :] ("the last entry of the running total"), but runs the cumsum down the queries (dim=-2) instead of along the keys, so the exponentials are divided by their column totals over the queries and every key's column, not every query's row, sums to 1
# kind: axes
# diagnosis: softmax-axis,reduced-other-axis


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
    total = exps.cumsum(dim=-2)[..., -1:, :]  # last entry of the running total
    return exps / total
