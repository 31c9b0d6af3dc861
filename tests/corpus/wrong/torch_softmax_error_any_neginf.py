# track: torch
# exercise: softmax
# why: stable_softmax means to reject rows that are entirely -inf but tests torch.isneginf(scaled).any(), without the .all(dim=-1) per row, so every valid masked input (a row with some -inf keys) raises ValueError
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
    if torch.isneginf(scaled).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
