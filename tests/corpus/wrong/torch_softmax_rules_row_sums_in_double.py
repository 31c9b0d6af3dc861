# track: torch
# exercise: softmax
# why: stable_softmax adds up each row with exps.sum(dim=-1, keepdim=True, dtype=torch.float64) "for an exact row total"; dividing float32 exponentials by float64 sums promotes, so float32 scores come back as float64 weights
# kind: rules
# diagnosis: dtype-float64, dtype-changed


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
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True, dtype=torch.float64)
