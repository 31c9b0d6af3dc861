# track: torch
# exercise: softmax
# why: stable_softmax detects "a row that is entirely -inf" as a row whose maximum equals its minimum, forgetting to require that the value be -inf, so every valid row of equal scores (a single key, S = 1, or a constant row such as all zeros) raises ValueError
# kind: error
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    row_min = scaled.amin(dim=-1, keepdim=True)
    if (row_max == row_min).any():  # every entry of the row is the same: -inf everywhere
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
