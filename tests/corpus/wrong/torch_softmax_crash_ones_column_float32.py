# track: torch
# exercise: softmax
# why: stable_softmax adds up each row as a matrix product with a column of ones, exps @ torch.ones(S, 1) ("make every query a row"), but torch.ones is created in the default float32, so float64 scores raise a dtype mismatch in the matmul (float32 scores work)
# kind: crash
# diagnosis: crash, dtype-changed


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
    totals = exps @ torch.ones(scaled.shape[-1], 1, device=scaled.device)  # (..., T, 1)
    return exps / totals
