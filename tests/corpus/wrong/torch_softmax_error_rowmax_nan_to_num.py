# track: torch
# exercise: softmax
# why: stable_softmax "sanitises" the row maxima with scaled.amax(dim=-1, keepdim=True).nan_to_num() before its -inf check; nan_to_num also replaces -inf by the most negative finite number, so the check for a row that is entirely -inf never fires and such a row comes back as NaN (0 / 0) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).nan_to_num()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
