# track: torch
# exercise: softmax
# why: stable_softmax divides by exps.sum(-1, keepdim=True).transpose(-1, -2), turning the (..., T, 1) column of row totals into a (..., 1, T) row, so entry (t, s) is divided by row s's total: right only when all rows share a total, and T != S does not broadcast
# kind: axes
# diagnosis: needs-square,softmax-keepdims,reduced-axis-moved

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True).transpose(-1, -2)
