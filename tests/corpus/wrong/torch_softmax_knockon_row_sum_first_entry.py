# track: torch
# exercise: softmax
# why: stable_softmax divides by _row_sums(exps), but the helper takes the total from the running sum with exps.cumsum(-1)[..., :1], the first entry, where [..., -1:] (the last) was meant, so every row is divided by its first exponential instead of its sum: rows are off by their own factors and do not sum to 1 (and a row whose first key is hidden divides by 0)
# kind: knockon
# diagnosis: row-scale
# miss: rows divided by their first exponential are a factor per row, but rows whose first key is hidden divide by 0 and are NaN, which hides the factor from the row-scale relation; the NaN leads


def _row_sums(exps):
    """Total of each row, kept as a (..., T, 1) column."""
    return exps.cumsum(dim=-1)[..., :1]


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
    return exps / _row_sums(exps)
