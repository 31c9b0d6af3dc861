# track: torch
# exercise: softmax
# why: sums the exponentials without keepdim and gives the sums their axis back with .unsqueeze(-2) instead of .unsqueeze(-1), so they lie along the keys: each column s is divided by row s's sum (a size mismatch unless T == S)
# kind: axes
# diagnosis: softmax-keepdims,needs-square,broadcast-after-reduction

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1).unsqueeze(-2)
