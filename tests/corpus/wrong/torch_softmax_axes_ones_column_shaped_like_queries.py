# track: torch
# exercise: softmax
# why: stable_softmax adds up each row as a product with a column of ones, exps @ torch.ones_like(exps[..., :1]), but that column has T entries (one per query) where S are needed, so the product only runs when T == S and raises a size mismatch for every other valid input
# kind: axes
# diagnosis: needs-square, matmul-mismatch


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    totals = exps @ torch.ones_like(exps[..., :1])  # each row times a column of ones: (..., T, 1)
    return exps / totals
