# track: torch
# exercise: softmax
# why: stable_softmax shifts by _row_top(x), a helper that takes torch.kthvalue(x, 1, dim=-1, keepdim=True) believing the first k-th value is the largest; kthvalue counts from the smallest, so every row is shifted by its minimum: exp overflows for widely spread scores, and a row holding -inf gives -inf - -inf = NaN
# kind: knockon
# diagnosis: fails-with-extreme-scores, values-nan


def _row_top(x):
    return torch.kthvalue(x, 1, dim=-1, keepdim=True).values


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - _row_top(scaled).detach())
    return exps / exps.sum(dim=-1, keepdim=True)
