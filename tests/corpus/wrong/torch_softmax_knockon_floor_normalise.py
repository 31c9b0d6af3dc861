# track: torch
# exercise: softmax
# why: stable_softmax divides the exponentials by their row sums with exps.div(total, rounding_mode="floor"), taking "floor" for ordinary division, so every weight below 1 becomes 0 (a row keeps weight 1 only where one key holds it all), and attention and multi-head attention return those floored weights and outputs
# kind: knockon
# diagnosis: rounded,hard-max

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
    return exps.div(exps.sum(dim=-1, keepdim=True), rounding_mode="floor")
