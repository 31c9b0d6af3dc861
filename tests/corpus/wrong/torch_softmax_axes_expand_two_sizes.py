# track: torch
# exercise: softmax
# why: spreads the row sums over the keys with .expand(-1, S), two sizes as for a 2-D matrix; expand needs one size per axis, so scores with any batch or head axis raise RuntimeError
# kind: axes
# diagnosis: fixed-ndim,fails-with-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    total = exps.sum(dim=-1, keepdim=True).expand(-1, exps.shape[-1])
    return exps / total
