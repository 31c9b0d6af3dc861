# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima with torch.nanmax(scaled, dim=-1, keepdim=True), carrying NumPy's np.nanmax over ("a NaN must never become the maximum"); torch has nansum and nanmean but no nanmax, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    scaled = scores / temp
    row_max = torch.nanmax(scaled, dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
