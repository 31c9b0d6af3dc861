# track: torch
# exercise: softmax
# why: caps every weight with .clamp(max=0.99) "so attention is never fully certain of one key" and does not renormalise, so a row whose largest weight exceeds 0.99 loses part of its weight and sums to less than 1
# kind: relation
# diagnosis: clipped


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
    return (exps / exps.sum(dim=-1, keepdim=True)).clamp(max=0.99)
