# track: torch
# exercise: softmax
# why: finds all -inf rows by counting each row's -inf entries and comparing the count with scaled.shape[-2] (T) instead of shape[-1] (S), so when T != S an all -inf row comes back NaN and a valid row with exactly T hidden keys raises ValueError
# kind: error
# diagnosis: error-not-raised,error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = scores / temp
    hidden = torch.isneginf(scaled).sum(dim=-1)
    if (hidden == scaled.shape[-2]).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
