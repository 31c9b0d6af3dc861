# track: torch
# exercise: softmax
# why: stable_softmax normalises each row by the area under its exponentials, torch.trapezoid(exps, dim=-1), instead of their sum; the trapezoid rule counts the first and last key only half, so every row is divided by a number of its own that is too small and no longer sums to 1 (and a single key gives 0/0)
# kind: relation
# diagnosis: row-scale


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
    total = torch.trapezoid(exps, dim=-1).unsqueeze(-1)  # area under the row
    return exps / total
