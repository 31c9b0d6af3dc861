# track: torch
# exercise: softmax
# why: stable_softmax takes the row maximum with torch.amax(scaled, dim=-1, keepdim=True, initial=-inf), carrying NumPy's initial= (meant to guard empty rows) over to torch; torch.amax has no initial argument, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = scores / temp
    row_max = torch.amax(scaled, dim=-1, keepdim=True, initial=float("-inf"))
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
