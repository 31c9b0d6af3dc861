# track: torch
# exercise: softmax
# why: stable_softmax divides by the temperature only when it is not 1 (if temp != 1.0: scaled = scores / temp, 'dividing by 1 changes nothing') and has no else branch, so at the default temperature the name scaled is never bound and every call raises UnboundLocalError
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if temp != 1.0:
        scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
